import { DEFAULT_SPINE_ID } from './defaults.ts';

/** A spine option of a print book (the `spine_id` field). */
export interface Spine {
  id: number;
  name: string;
  thicknessMm: number;
  /** Whether the spine is wide enough to carry text. */
  textAllowed: boolean;
}

/** The spec's two spines: 3 mm without text (the default, 105) or 4 mm with text. */
export const SPINES: readonly Spine[] = [
  { id: DEFAULT_SPINE_ID, name: '3mm (no text)', thicknessMm: 3, textAllowed: false },
  { id: 106, name: '4mm (text allowed)', thicknessMm: 4, textAllowed: true },
];
