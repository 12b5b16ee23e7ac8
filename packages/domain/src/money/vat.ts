import type { Cents } from './cents.ts';
import { applyRate, type BasisPoints } from './rate.ts';
import { divideRounded } from './round.ts';

/** South African VAT: 15% (the 2025 increase was withdrawn; still 15% in 2026). */
export const VAT_RATE: BasisPoints = 1_500;

/** VAT charged on an amount excluding VAT. */
export function vatOf(excludingVat: Cents): Cents {
  return applyRate(excludingVat, VAT_RATE);
}

/** The amount a customer pays for an amount excluding VAT: always `excluding + vatOf(excluding)`. */
export function includingVat(excludingVat: Cents): Cents {
  return excludingVat + vatOf(excludingVat);
}

/**
 * The part of a VAT-inclusive amount that is not VAT, rounded half away from zero. The VAT
 * inside `including` is `including - excludingVat(including)`, so the two always add up.
 */
export function excludingVat(including: Cents): Cents {
  return divideRounded(including * 10_000, 10_000 + VAT_RATE);
}
