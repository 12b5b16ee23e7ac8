import { useState } from 'react';
import { checkChosenFile, checkChosenThumbnail } from './check-chosen-file.ts';
import type { AssetRole, BookToUpload } from './use-book-to-upload.ts';

/** A file chosen for a role, and what checking it found. */
export interface ChosenAsset {
  file: File | null;
  checking: boolean;
  error?: string;
  findings: string[];
}

const NOTHING: ChosenAsset = { file: null, checking: false, findings: [] };

/**
 * The files chosen for the book, each checked when chosen (a thumbnail's type and size; a
 * book file's or cover's type by content, a PDF's pages, sizes and fonts against the quote),
 * the audio chapters, a refused type (for its dialog), and whether the author uploads files
 * with findings anyway.
 */
export function useChosenAssets({ asked, roles, format, record, geometry }: BookToUpload) {
  const [chosen, setChosen] = useState<Record<AssetRole, ChosenAsset>>({
    book: NOTHING,
    cover: NOTHING,
    thumbnail: NOTHING,
  });
  const [chapters, setChapters] = useState<File[]>([]);
  const [chaptersError, setChaptersError] = useState<string>();
  const [invalidType, setInvalidType] = useState<readonly string[] | null>(null);
  const [acceptFindings, setAcceptFindings] = useState(false);

  const set = (role: AssetRole, value: ChosenAsset) =>
    setChosen((current) => ({ ...current, [role]: value }));

  const choose = async (role: AssetRole, file: File) => {
    set(role, { file, checking: true, findings: [] });
    if (role === 'thumbnail') {
      const verdict = await checkChosenThumbnail(file, format);
      set(role, {
        file,
        checking: false,
        findings: [],
        error: verdict.ok ? undefined : verdict.message,
      });
      return;
    }
    const allowed = (role === 'book' ? asked.book : asked.cover) ?? [];
    const verdict = await checkChosenFile(file, {
      role,
      allowed,
      pages: record?.no_of_pages ?? null,
      geometry,
    });
    if (verdict.kind === 'invalid-type') {
      set(role, NOTHING);
      setInvalidType(verdict.allowed);
      return;
    }
    setAcceptFindings(false);
    set(role, {
      file,
      checking: false,
      findings: verdict.kind === 'ok' ? verdict.findings : [],
      error: verdict.kind === 'unreadable' ? verdict.message : undefined,
    });
  };

  /** What checking the chosen files found (the author may upload them anyway). */
  const findings = roles.flatMap((role) => chosen[role].findings);

  /** Marks each file asked for but not chosen (the chapters too); true when one is missing. */
  const markMissing = () => {
    const missing = roles.filter((role) => !chosen[role].file);
    const noChapters = Boolean(asked.audio) && chapters.length === 0;
    if (noChapters) setChaptersError('Please choose your audio chapters');
    for (const role of missing)
      set(role, {
        ...NOTHING,
        error:
          role === 'thumbnail'
            ? 'Please upload a valid JPG or JPEG file'
            : 'Please choose this file',
      });
    return missing.length > 0 || noChapters;
  };

  const chooseChapters = (files: File[]) => {
    setChapters(files);
    setChaptersError(undefined);
  };

  return {
    chosen,
    findings,
    choose,
    markMissing,
    chapters,
    chaptersError,
    chooseChapters,
    invalidType,
    setInvalidType,
    acceptFindings,
    setAcceptFindings,
  };
}

export type ChosenAssets = ReturnType<typeof useChosenAssets>;
