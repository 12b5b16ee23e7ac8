/** Paper shade; colour interiors print on the heavier white stock. */
export type PaperShade = 'white' | 'creme';

/** Interior paper of the catalogue (the `l_paper_type_id` / `i_paper_type_id` choices). */
export interface PaperType {
  id: number;
  name: string;
  gsm: number;
  shade: PaperShade;
  /** Most pages a book on this paper may have (above it the server answers B12). */
  maxPage: number;
  /** Thickness of one page in mm, for the spine width. */
  caliperMm: number;
}

/**
 * Page thickness per paper (REFERENCE.md): white about 0.0572 mm, cream about 0.0635 mm,
 * colour stock about 0.0596 mm. The 104gsm creme figure is a configurable seed value.
 */
export const CALIPER_MM = { white: 0.0572, creme: 0.0635, colour: 0.0596, heavyCreme: 0.07 };

/** Page limits are configurable seed values; the price list the server serves wins. */
export const PAPER_TYPES: readonly PaperType[] = [
  {
    id: 1,
    name: '50lb / 74gsm White',
    gsm: 74,
    shade: 'white',
    maxPage: 1200,
    caliperMm: CALIPER_MM.white,
  },
  {
    id: 2,
    name: '50lb / 74gsm Creme',
    gsm: 74,
    shade: 'creme',
    maxPage: 1000,
    caliperMm: CALIPER_MM.creme,
  },
  {
    id: 3,
    name: '70lb / 104gsm White',
    gsm: 104,
    shade: 'white',
    maxPage: 800,
    caliperMm: CALIPER_MM.colour,
  },
  {
    id: 4,
    name: '70lb / 104gsm Creme',
    gsm: 104,
    shade: 'creme',
    maxPage: 700,
    caliperMm: CALIPER_MM.heavyCreme,
  },
];
