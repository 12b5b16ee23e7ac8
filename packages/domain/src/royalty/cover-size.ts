/** Bleed on every outer edge of a cover, in mm. */
export const COVER_BLEED_MM = 3;

/**
 * The full flat size of a paperback cover in mm: back, spine and front side by side with
 * bleed around, i.e. 2 x trim width + spine + 2 x bleed wide and trim height + 2 x bleed high,
 * each rounded to 0.01 mm. The bleed is ours (3 mm) unless another printer's is given.
 */
export function coverSizeMm(
  trim: { widthMm: number; heightMm: number },
  spineMm: number,
  bleedMm: number = COVER_BLEED_MM,
): { widthMm: number; heightMm: number } {
  const round2 = (value: number) => Math.round(value * 100) / 100;
  return {
    widthMm: round2(2 * trim.widthMm + spineMm + 2 * bleedMm),
    heightMm: round2(trim.heightMm + 2 * bleedMm),
  };
}
