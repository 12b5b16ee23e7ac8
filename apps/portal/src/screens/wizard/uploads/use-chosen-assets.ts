import { fileExtension, inkOf, type PreflightFinding, type PrinterCheck } from '@pod-portal/domain';
import { useEffect, useRef, useState } from 'react';
import { fixFile, type SafeFix } from '../../../preflight-fixes/index.ts';
import { type PlacedFix, placeFixes } from '../preflight/fixes-by-finding.ts';
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
  /** The safe fixes offered for a book PDF (`availableFixes`), each under a finding it answers. */
  fixes?: readonly PlacedFix[];
  /** The fix being applied: the findings stay, its button pending. */
  fixing?: SafeFix;
  /** What was fixed: `file` is a new version of `original`, the file as the author chose it. */
  fixed?: { original: File; applied: readonly string[] };
  /** Why the last fix failed (the file is then the one it was). */
  fixError?: { fix: SafeFix; message: string };
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
  // Each choice's (or fix's) number by role: one finishing after a newer choice is dropped.
  const turns = useRef<Partial<Record<AssetRole, number>>>({});
  // What is chosen now, for a fix started from a finding's button.
  const latest = useRef(chosen);
  latest.current = chosen;
  useEffect(
    () => () => {
      for (const cancel of Object.values(runs.current)) cancel?.();
    },
    [],
  );

  const set = (role: AssetRole, value: ChosenAsset) =>
    setChosen((current) => ({ ...current, [role]: value }));

  /** Stops what runs for the role (a check, a fix) and says whether a later start is current. */
  const nextTurn = (role: AssetRole) => {
    runs.current[role]?.();
    delete runs.current[role];
    const turn = (turns.current[role] ?? 0) + 1;
    turns.current[role] = turn;
    return () => turns.current[role] === turn;
  };

  const request = (role: 'book' | 'cover') =>
    preflightRequest({
      role,
      pages: record?.no_of_pages ?? null,
      geometry,
      ink: draft.colour ? inkOf(draft.colour) : null,
      printers: plan.printChoices,
      offerFixes: !plan.submitted,
    });

  /** Checks a PDF with preflight in its worker, page by page; `fixed` when it is a fixed version. */
  const check = async (
    role: 'book' | 'cover',
    file: File,
    current: () => boolean,
    fixed?: ChosenAsset['fixed'],
  ) => {
    const expected = request(role);
    const run = runPreflight(file, expected, (page, pages) =>
      set(role, { file, checking: true, progress: { page, pages }, findings: [], fixed }),
    );
    runs.current[role] = run.cancel;
    const { findings, printers, fixes, failed } = await run.result;
    if (!current()) return;
    delete runs.current[role];
    set(role, {
      file,
      checking: false,
      findings,
      printers,
      fixes: placeFixes(findings, fixes ?? [], expected.book.pages),
      fixed,
      unchecked: failed,
      error: findings.some(stopsUpload) ? BLOCKED_FILE_MESSAGE : undefined,
    });
  };

  const choose = async (role: AssetRole, file: File) => {
    const current = nextTurn(role);
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
    await check(role, file, current);
  };

  /**
   * Applies a safe fix to the book file in its worker: the fixed file is a new version (the
   * chosen one kept as the original), checked again as a newly chosen file; a fix that fails
   * says why and leaves the file as it was. Choosing another file, or leaving, stops it.
   */
  const applyFix = async (fix: SafeFix) => {
    const asset = latest.current.book;
    const fixBook = request('book').fixes;
    if (!asset.file || !fixBook) return;
    const current = nextTurn('book');
    const stop = new AbortController();
    runs.current.book = () => stop.abort();
    set('book', { ...asset, fixing: fix, fixError: undefined });
    const result = await fixFile(asset.file, fix, fixBook, stop.signal);
    if (!current()) return;
    delete runs.current.book;
    if (!result.ok)
      return set('book', {
        ...asset,
        fixing: undefined,
        fixError: { fix, message: result.message },
      });
    setAcceptFindings(false);
    const fixed = {
      original: asset.fixed?.original ?? asset.file,
      applied: [...(asset.fixed?.applied ?? []), fix.label],
    };
    set('book', { file: result.file, checking: true, findings: [], fixed });
    await check('book', result.file, current, fixed);
  };

  /** Goes back to the file as the author chose it, checked again. */
  const backToOriginal = (role: AssetRole) => {
    const original = latest.current[role].fixed?.original;
    if (original) void choose(role, original);
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
    applyFix,
    backToOriginal,
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
