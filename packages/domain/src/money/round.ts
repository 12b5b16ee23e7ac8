/**
 * Integer division rounded half away from zero (1.5 -> 2, -1.5 -> -2, 2.5 -> 3).
 * The one rounding rule of the package: every rate applied to cents goes through here, so a
 * VAT or discount amount is always a whole number of cents and the same in every layer.
 * Both arguments must be safe integers and the denominator positive.
 */
export function divideRounded(numerator: number, denominator: number): number {
  const quotient = Math.trunc(numerator / denominator) || 0; // never -0
  const remainder = numerator - quotient * denominator;
  if (2 * Math.abs(remainder) >= denominator) return quotient + Math.sign(numerator);
  return quotient;
}
