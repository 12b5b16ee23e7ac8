import { fileExtension, inkOf, type PreflightFinding, type PrinterCheck } from '@pod-portal/domain';
import { useEffect, useRef, useState } from 'react';
import { runPreflight } from '../preflight/run-preflight.ts';
import { BLOCKED_FILE_MESSAGE, needsConsent, stopsUpload } from '../preflight/upload-gate.ts';
import { checkChosenThumbnail, isAllowedType, preflightRequest } from './check-chosen-file.ts';
import type { AssetRole, BookToUpload } from './use-book-to-upload.ts';

/** A file chosen for a role, and what checking it found. */
export interface ChosenAsset {
  file: File | null;
  checking: boolean;
  /** The page preflight is reading, of how many. */
  progress?: { page: number; pages: number };
  error?: string;
  findings: readonly PreflightFinding[];
  /** A book file against each printer's rules. */
  printers?: readonly PrinterCheck[] | null;
  /** The browser could not check it (the server does, after the upload). */
  unchecked?: boolean;
}

const NOTHING: ChosenAsset = { file: null, checking: false, findings: [] };

/**
 * The files chosen for the book, each checked when chosen (a thumbnail's type and size; a
 * book file's or cover's type by content, a PDF's pages, sizes and fonts against the quote),
 * the audio chapters, a refused type (for its dialog), and whether the author uploads files
 * with findings anyway.
 */
export function useChosenAssets(plan: BookToUpload) {
  const { asked, roles, format, record, geometry, draft } = plan;
  const [chosen, setChosen] = useState<Record<AssetRole, ChosenAsset>>({
    book: NOTHING,
    cover: NOTHING,
    thumbnail: NOTHING,
  });
  const [chapters, setChapters] = useState<File[]>([]);
  const [chaptersError, setChaptersError] = useState<string>();
  const [invalidType, setInvalidType] = useState<readonly string[] | null>(null);
  const [acceptFindings, setAcceptFindings] = useState(false);

  // The preflight under way for each role: choosing another file (or leaving) stops it.
  const runs = useRef<Partial<Record<AssetRole, () => void>>>({});
  // Each choice's number by role: a check finishing after a newer choice is dropped.
  const turns = useRef<Partial<Record<AssetRole, number>>>({});
  useEffect(
    () => () => {
      for (const cancel of Object.values(runs.current)) cancel?.();
    },
    [],
  );

  const set = (role: AssetRole, value: ChosenAsset) =>
    setChosen((current) => ({ ...current, [role]: value }));

  const choose = async (role: AssetRole, file: File) => {
    runs.current[role]?.();
    delete runs.current[role];
    const turn = (turns.current[role] ?? 0) + 1;
    turns.current[role] = turn;
    const current = () => turns.current[role] === turn;
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
    const allowedType = await isAllowedType(file, allowed);
    if (!current()) return;
    if (!allowedType) {
      set(role, NOTHING);
      setInvalidType(allowed);
      return;
    }
    setAcceptFindings(false);
    if (fileExtension(file.name) !== '.pdf') return set(role, { ...NOTHING, file });
    const request = preflightRequest({
      role,
      pages: record?.no_of_pages ?? null,
      geometry,
      ink: draft.colour ? inkOf(draft.colour) : null,
      printers: plan.printChoices,
    });
    const run = runPreflight(file, request, (page, pages) =>
      set(role, { file, checking: true, progress: { page, pages }, findings: [] }),
    );
    runs.current[role] = run.cancel;
    const { findings, printers, failed } = await run.result;
    if (!current()) return;
    delete runs.current[role];
    set(role, {
      file,
      checking: false,
      findings,
      printers,
      unchecked: failed,
      error: findings.some(stopsUpload) ? BLOCKED_FILE_MESSAGE : undefined,
    });
  };

  /** Whether a chosen file has findings the author uploads past only by saying so. */
  const findingsNeedConsent = roles.some((role) => chosen[role].findings.some(needsConsent));

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
    findingsNeedConsent,
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
