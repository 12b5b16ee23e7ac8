/** Binding of a print book (the `bind` field). */
export interface Binding {
  id: BindingId;
  name: string;
  /** Most pages the binding holds; saddle stitch stops at 96. */
  maxPages: number | null;
}

export type BindingId = 'perfect-bound' | 'saddle-stitch' | 'case-bound';

/** Saddle-stitched books hold at most 96 pages. */
export const SADDLE_STITCH_MAX_PAGES = 96;

/**
 * A saddle-stitched book is folded sheets, four pages each, so its page count is a multiple of
 * 4 (REFERENCE.md, "Print facts").
 */
export const SADDLE_STITCH_PAGE_MULTIPLE = 4;

export const BINDINGS: readonly Binding[] = [
  { id: 'perfect-bound', name: 'Perfect Bound', maxPages: null },
  { id: 'saddle-stitch', name: 'Saddle Stitch', maxPages: SADDLE_STITCH_MAX_PAGES },
  { id: 'case-bound', name: 'Case Bound (Hardcover)', maxPages: null },
];
