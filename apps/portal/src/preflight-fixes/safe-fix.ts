import { type BindingId, SADDLE_STITCH_PAGE_MULTIPLE, type SizeMm } from '@pod-portal/domain';

/** What a safe fix needs to know of the book: the same trim and bleed preflight checks against. */
export interface FixBook {
  /** The finished page size. */
  trim: SizeMm;
  binding: BindingId;
  /**
   * Bleed the pages carry past the trim on every edge, in mm (preflight's `bleedMm`): 0 or absent
   * for our press's interiors, which come without bleed.
   */
  bleedMm?: number;
}

export type SafeFixKind =
  | 'pad-pages'
  | 'remove-trailing-blank-pages'
  | 'scale-to-trim'
  | 'add-white-bleed';

/**
 * A fix offered for one file, as `availableFixes` gives it: what it does (`label`, one sentence
 * of `explanation`), and what `applyFix` needs. `pageCount` is the file's page count when the
 * fix was offered: a fix is refused on a file with another count.
 */
export type SafeFix = {
  label: string;
  explanation: string;
  pageCount: number;
} & (
  | { kind: 'pad-pages' /** Blank pages added at the end. */; pages: number }
  | { kind: 'remove-trailing-blank-pages' /** Blank pages removed from the end. */; pages: number }
  | { kind: 'scale-to-trim' }
  | { kind: 'add-white-bleed'; bleedMm: number }
);

/** What `applyFix` gives: the fixed file's bytes, or why the fix was refused. */
export type FixResult =
  | { ok: true; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; message: string };

/** What the page sends the fixing worker: the fix, the book, and the file's bytes (transferred). */
export interface FixRequest {
  fix: SafeFix;
  book: FixBook;
  bytes: Uint8Array;
}

/** When applying a fix fails for a reason of the machine's, not the file's. */
export const FIX_FAILED_MESSAGE = 'The fix could not be applied; your file was not changed.';

/**
 * How far from the trim (each side, as a share of it) a page may be for scaling to be safe: a
 * page scaled by 2% or less looks the same; beyond it, the author should export again.
 */
export const SCALE_LIMIT = 0.02;

/**
 * The page count's multiple the binding needs: saddle stitch folds sheets of four pages; the
 * other bindings print on both sides of a leaf, so an even count (preflight's
 * `odd-page-count`).
 */
export const pageMultiple = (binding: BindingId) =>
  binding === 'saddle-stitch' ? SADDLE_STITCH_PAGE_MULTIPLE : 2;

/** The size preflight wants each page to be: the trim plus the bleed on every edge. */
export const pageSizeFor = (book: FixBook): SizeMm => {
  const bleed = book.bleedMm ?? 0;
  return { widthMm: book.trim.widthMm + 2 * bleed, heightMm: book.trim.heightMm + 2 * bleed };
};

/** The name of a fixed file: 'book.pdf' becomes 'book (fixed).pdf', once however often fixed. */
export function fixedFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : '.pdf';
  return stem.endsWith(' (fixed)') ? `${stem}${extension}` : `${stem} (fixed)${extension}`;
}
