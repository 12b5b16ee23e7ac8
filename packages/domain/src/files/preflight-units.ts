interface SizeMm {
  widthMm: number;
  heightMm: number;
}

/** How far a page may be from the size it should have: printers measure to the millimetre. */
export const PREFLIGHT_TOLERANCE_MM = 1;

export const POINTS_PER_MM = 72 / 25.4;

const tenths = (value: number) => `${Math.round(value * 10) / 10}`;
/** A length as preflight writes it: '3.2 mm', to 0.1 mm. */
export const lengthText = (value: number) => `${tenths(value)} mm`;
/** A size as preflight writes it: '148 x 210 mm', each side to 0.1 mm. */
export const sizeText = (page: SizeMm) => `${tenths(page.widthMm)} x ${tenths(page.heightMm)} mm`;
/** Whether a page is the wanted size within the tolerance, each side. */
export const fits = (page: SizeMm, wanted: SizeMm) =>
  Math.abs(page.widthMm - wanted.widthMm) <= PREFLIGHT_TOLERANCE_MM &&
  Math.abs(page.heightMm - wanted.heightMm) <= PREFLIGHT_TOLERANCE_MM;
