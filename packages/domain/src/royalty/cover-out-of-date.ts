import { lengthText, PREFLIGHT_TOLERANCE_MM, sizeText } from '../files/pdf-preflight.ts';

interface SizeMm {
  widthMm: number;
  heightMm: number;
}

/** What is kept of an uploaded cover: its measured size and the size it was checked against. */
export interface MeasuredCover {
  /** The cover PDF's first page, in mm, as the server's preflight measured it. */
  sizeMm: SizeMm;
  /** The full cover size the book needed when the cover was checked. */
  neededMm: SizeMm;
}

const near = (a: SizeMm, b: SizeMm, tolerance: number) =>
  Math.abs(a.widthMm - b.widthMm) <= tolerance && Math.abs(a.heightMm - b.heightMm) <= tolerance;

/**
 * Whether an uploaded cover is out of date: the book's cover size changed since the cover was
 * checked (its page count, paper or trim did) and the cover does not fit the new size within
 * preflight's tolerance. A cover that never fitted, for a book that has not changed, is only a
 * preflight finding.
 */
export function isCoverOutOfDate(cover: MeasuredCover, neededMm: SizeMm): boolean {
  return (
    !near(cover.neededMm, neededMm, 0.005) && !near(cover.sizeMm, neededMm, PREFLIGHT_TOLERANCE_MM)
  );
}

/** What the author is told of an out-of-date cover, wherever it is shown or refused. */
export function coverOutOfDateMessage(neededMm: SizeMm, spineMm: number): string {
  return `Your cover no longer fits your book: its page count, paper or size changed, so the cover must now be ${sizeText(neededMm)} with a ${lengthText(spineMm)} spine. Download the new cover template and upload a new cover.`;
}

/** Why a book is not submitted while its stored cover is out of date. */
export const coverOutOfDateRefusal = (neededMm: SizeMm, spineMm: number) =>
  `Your book cannot be submitted with this cover. ${coverOutOfDateMessage(neededMm, spineMm)}`;
