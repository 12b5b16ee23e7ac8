import {
  type BookFormat,
  checkFileExtension,
  checkThumbnailFile,
  checkThumbnailSize,
  contentMatchesExtension,
  type PrintChoices,
  type PrintInk,
  readJpegSize,
  type SizeMm,
  type UploadCheck,
} from '@pod-portal/domain';
import type { BookGeometry } from '../drafts/book-geometry.ts';
import type { PreflightRequest } from '../preflight/preflight-request.ts';

/** Enough of a file's start for its type to be recognised by content. */
const HEAD_BYTES = 4100;

/** Whether a chosen file is one of the allowed types, by its name and by its first bytes. */
export async function isAllowedType(file: File, allowed: readonly string[]): Promise<boolean> {
  if (!checkFileExtension(file.name, allowed).ok) return false;
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return contentMatchesExtension(head, file.name);
}

/** A size alone (a trim size's record carries its name and more). */
const sizeOf = ({ widthMm, heightMm }: SizeMm): SizeMm => ({ widthMm, heightMm });

/** What the quote says the file must be: the book's pages and trim, or the cover's size. */
export interface FileExpectation {
  role: 'book' | 'cover';
  pages: number | null;
  geometry: BookGeometry | null;
  ink: PrintInk | null;
  printers: PrintChoices | null;
  /**
   * Whether safe fixes may be offered: not for a book submitted before, whose details announced
   * its file's name (a fixed file has another).
   */
  offerFixes: boolean;
}

/**
 * What preflight checks a chosen book file or cover against: the book's pages, trim and ink
 * from the quote (our press asks no bleed or margins of an interior yet: decision 043), or the
 * cover's full size; the book's choices for the printers' comparison; and, for a book file, the
 * quote's trim and binding the safe fixes are offered for.
 */
export function preflightRequest({
  role,
  pages,
  geometry,
  ink,
  printers,
  offerFixes,
}: FileExpectation): PreflightRequest {
  const count = geometry?.pages ?? pages;
  return {
    role,
    book: {
      ...(count === null ? {} : { pages: count }),
      ...(geometry ? { trim: sizeOf(geometry.trim) } : {}),
      ...(ink ? { ink } : {}),
    },
    coverMm: geometry ? sizeOf(geometry.cover) : null,
    printers: role === 'book' ? printers : null,
    fixes:
      role === 'book' && offerFixes && printers
        ? { trim: printers.trimMm, binding: printers.binding, bleedMm: printers.bleedMm }
        : null,
  };
}

/** Checks a chosen thumbnail: a JPEG by name and content, of the format's exact pixel size. */
export async function checkChosenThumbnail(file: File, format: BookFormat): Promise<UploadCheck> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await checkThumbnailFile({ name: file.name, bytes });
  return type.ok ? checkThumbnailSize(format, readJpegSize(bytes)) : type;
}
