/** Optional print finishes, each charged per book or per cover by the price list. */
export type PrintOptionId =
  | 'duplex'
  | 'softTouchMattLamination'
  | 'spiralBound'
  | 'perforation'
  | 'spotUv';

export interface PrintOption {
  id: PrintOptionId;
  name: string;
  /** What the price list charges it on. */
  per: 'book' | 'cover';
}

export const PRINT_OPTIONS: readonly PrintOption[] = [
  { id: 'duplex', name: 'Duplex (printed inside cover)', per: 'book' },
  { id: 'softTouchMattLamination', name: 'Soft-touch matt lamination', per: 'cover' },
  { id: 'spiralBound', name: 'Spiral bound', per: 'book' },
  { id: 'perforation', name: 'Perforation', per: 'book' },
  { id: 'spotUv', name: 'Spot UV', per: 'cover' },
];
