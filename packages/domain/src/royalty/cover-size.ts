/** Bleed on every outer edge of a cover, in mm. */
export const COVER_BLEED_MM = 3;

/**
 * The full flat size of a paperback cover in mm: back, spine and front side by side with
 * bleed around, i.e. 2 x trim width + spine + 2 x bleed wide and trim height + 2 x bleed high.
 */
export function coverSizeMm(
  trim: { widthMm: number; heightMm: number },
  spineMm: number,
): { widthMm: number; heightMm: number } {
  return {
    widthMm: Math.round((2 * trim.widthMm + spineMm + 2 * COVER_BLEED_MM) * 100) / 100,
    heightMm: trim.heightMm + 2 * COVER_BLEED_MM,
  };
}
