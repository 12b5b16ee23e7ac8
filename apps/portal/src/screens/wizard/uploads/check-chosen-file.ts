import {
  type BookFormat,
  bookPdfFindings,
  checkFileExtension,
  checkThumbnailFile,
  checkThumbnailSize,
  contentMatchesExtension,
  coverPdfFindings,
  fileExtension,
  readJpegSize,
  UNREADABLE_PDF_MESSAGE,
  type UploadCheck,
} from '@pod-portal/domain';
import { readPdfFacts } from '@pod-portal/ui';
import type { BookGeometry } from '../drafts/book-geometry.ts';

/** What preflight found in a chosen book file or cover. */
export type ChosenFileVerdict =
  | { kind: 'ok'; findings: string[] }
  | { kind: 'invalid-type'; allowed: readonly string[] }
  | { kind: 'unreadable'; message: string };

/** Enough of a file's start for its type to be recognised by content. */
const HEAD_BYTES = 4100;

/** Whether a chosen file is one of the allowed types, by its name and by its first bytes. */
export async function isAllowedType(file: File, allowed: readonly string[]): Promise<boolean> {
  if (!checkFileExtension(file.name, allowed).ok) return false;
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return contentMatchesExtension(head, file.name);
}

/** What the quote says the file must be: the book's pages and trim, or the cover's size. */
export interface FileExpectation {
  role: 'book' | 'cover';
  allowed: readonly string[];
  pages: number | null;
  geometry: BookGeometry | null;
}

/**
 * Checks a chosen book file or cover before anything is sent: its extension, its content
 * (by its first bytes, not its name), and for a PDF its pages, sizes and fonts against the
 * quote (the findings, in plain words).
 */
export async function checkChosenFile(
  file: File,
  expected: FileExpectation,
): Promise<ChosenFileVerdict> {
  if (!(await isAllowedType(file, expected.allowed)))
    return { kind: 'invalid-type', allowed: expected.allowed };
  if (fileExtension(file.name) !== '.pdf') return { kind: 'ok', findings: [] };
  let facts: Awaited<ReturnType<typeof readPdfFacts>>;
  try {
    facts = await readPdfFacts(file);
  } catch {
    return { kind: 'unreadable', message: UNREADABLE_PDF_MESSAGE };
  }
  const { geometry } = expected;
  if (expected.role === 'cover')
    return { kind: 'ok', findings: geometry ? coverPdfFindings(facts, geometry.cover) : [] };
  const pages = geometry?.pages ?? expected.pages;
  return {
    kind: 'ok',
    findings: pages === null ? [] : bookPdfFindings(facts, { pages, trim: geometry?.trim }),
  };
}

/** Checks a chosen thumbnail: a JPEG by name and content, of the format's exact pixel size. */
export async function checkChosenThumbnail(file: File, format: BookFormat): Promise<UploadCheck> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await checkThumbnailFile({ name: file.name, bytes });
  return type.ok ? checkThumbnailSize(format, readJpegSize(bytes)) : type;
}
