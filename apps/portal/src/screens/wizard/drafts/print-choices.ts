import { inkOf, PAPER_TYPES, type PrintChoices } from '@pod-portal/domain';
import type { BookDraft } from './book-draft.ts';
import type { BookGeometry } from './book-geometry.ts';

/**
 * What the quote chose for the printed book, for the printers' comparison: the binding, the ink, the
 * paper's shade and the trim. Our press prints interiors at the trim, without bleed (decision
 * 043), so the bleed is 0. Null when the draft does not say them all.
 */
export function printChoices(draft: BookDraft, geometry: BookGeometry | null): PrintChoices | null {
  const paperId = draft.isLocal ? draft.localPaperType : draft.internationalPaperType;
  const paper = PAPER_TYPES.find((type) => type.id === paperId);
  if (!geometry || !draft.colour || !paper) return null;
  return {
    binding: draft.binding ?? 'perfect-bound',
    ink: inkOf(draft.colour),
    paper: paper.shade,
    trimMm: { widthMm: geometry.trim.widthMm, heightMm: geometry.trim.heightMm },
    bleedMm: 0,
  };
}
