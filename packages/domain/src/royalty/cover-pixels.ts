/** The resolution of the cover template's picture: what print wants (300 pixels per inch). */
export const COVER_TEMPLATE_PPI = 300;

/**
 * A size in mm as whole pixels at `ppi` (300 by default): `round(mm / 25.4 x ppi)` each way.
 * The full cover with bleed of an A5 book of 200 pages on white paper (321.44 x 235 mm) is
 * 3797 x 2776 pixels at 300 ppi.
 */
export function sizeInPixels(
  size: { widthMm: number; heightMm: number },
  ppi: number = COVER_TEMPLATE_PPI,
): { width: number; height: number } {
  const pixels = (mm: number) => Math.round((mm / 25.4) * ppi);
  return { width: pixels(size.widthMm), height: pixels(size.heightMm) };
}
