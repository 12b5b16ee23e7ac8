import { coverSizeMm, findTrimSize, type PriceList, spineWidthMm } from '@pod-portal/domain';
import type { BookDraft } from './book-draft.ts';

/** A print book's sizes in mm: its pages, the trim, the spine and the flat cover with bleed. */
export interface BookGeometry {
  pages: number;
  trim: { widthMm: number; heightMm: number };
  spineMm: number;
  cover: { widthMm: number; heightMm: number };
}

/**
 * The geometry of the draft's print book from its size, page count and paper (the local
 * paper when sold locally); null when the draft does not say them all.
 */
export function bookGeometry(draft: BookDraft, prices: PriceList): BookGeometry | null {
  const trim = draft.size ? findTrimSize(draft.size) : undefined;
  const market = draft.isLocal ? 'local' : 'international';
  const paperId = draft.isLocal ? draft.localPaperType : draft.internationalPaperType;
  const paper = prices[market].paperTypes.find((entry) => entry.id === paperId);
  if (draft.format !== 'print' || !trim || !paper || draft.numPages === null) return null;
  const spineMm = spineWidthMm(draft.numPages, paper.caliperMm);
  return { pages: draft.numPages, trim, spineMm, cover: coverSizeMm(trim, spineMm) };
}
