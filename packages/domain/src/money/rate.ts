import { type Cents, toCents } from './cents.ts';
import { divideRounded } from './round.ts';

/** A rate in basis points: 1 500 is 15%, 10 000 is 100%. Integers keep rates exact. */
export type BasisPoints = number;

/** `amount x rate`, rounded half away from zero to the cent. */
export function applyRate(amount: Cents, rate: BasisPoints): Cents {
  return divideRounded(amount * rate, 10_000);
}

/**
 * A percentage as typed or stored (`15`, `12.5`, `"7.25"`) in basis points, or null when it is
 * not a non-negative number of at most two decimals: a percentage's hundredths are read by the
 * same rule as a rand's cents (`toCents`), so `0.1` is exactly 10 basis points and `12.555`
 * is refused, never rounded or cut.
 */
export function percentToBasisPoints(percent: number | string): BasisPoints | null {
  const points = toCents(percent);
  return points !== null && points >= 0 && !String(percent).trim().startsWith('-') ? points : null;
}

/** Basis points as the percentage people read and the contract carries: 1 250 is `12.5`. */
export function basisPointsToPercent(rate: BasisPoints): number {
  return rate / 100;
}
