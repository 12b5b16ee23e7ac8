import type { Cents } from './cents.ts';
import { divideRounded } from './round.ts';

/** A rate in basis points: 1 500 is 15%, 10 000 is 100%. Integers keep rates exact. */
export type BasisPoints = number;

/** `amount x rate`, rounded half away from zero to the cent. */
export function applyRate(amount: Cents, rate: BasisPoints): Cents {
  return divideRounded(amount * rate, 10_000);
}

/**
 * A percentage as typed or stored (`15`, `12.5`, `"7.25"`) in basis points, or null when it
 * is not a number. Read from the decimal digits so `0.1` is exactly 10 basis points.
 */
export function percentToBasisPoints(percent: number | string): BasisPoints | null {
  const text = typeof percent === 'number' ? String(percent) : percent.trim();
  const match = /^(\d*)(?:\.(\d{0,2})\d*)?$/.exec(text);
  if (!match || (match[1] === '' && match[2] === undefined)) return null;
  return Number(match[1] || '0') * 100 + Number(`${match[2] ?? ''}00`.slice(0, 2));
}
