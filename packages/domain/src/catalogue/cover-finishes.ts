/** Cover finishes (the `finish` field). */
export const COVER_FINISHES = ['Matt', 'Gloss'] as const;
export type CoverFinish = (typeof COVER_FINISHES)[number];
