import type { Cents } from './cents.ts';
import { divideRounded } from './round.ts';

/** An exchange rate in millionths of the target currency per unit of the source (0.055 is 55 000). */
export type RateMicros = number;

const MICROS = 1_000_000;
/** The largest rate taken: 10 per unit keeps `cents x rate` a safe integer for any top-up. */
export const MAX_RATE_MICROS: RateMicros = 10 * MICROS;

/**
 * A rate as configured (`"0.055"`, dollars per rand) in millionths, read from its digits: a
 * positive decimal of at most six decimals and at most 10. Null for anything else (`0`,
 * `0.0000001`, `1e-2`, `-0.05`), never rounded.
 */
export function parseRate(text: string): RateMicros | null {
  const match = /^(\d{1,2})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return null;
  const micros = Number(match[1]) * MICROS + Number((match[2] ?? '').padEnd(6, '0'));
  return micros > 0 && micros <= MAX_RATE_MICROS ? micros : null;
}

/** A rate as people read it: `0.055` for 55 000 millionths (no trailing zeros). */
export function rateToText(rate: RateMicros): string {
  const whole = Math.trunc(rate / MICROS);
  const fraction = String(rate % MICROS)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * What `amount` cents come to in the other currency's cents at `rate`, rounded half away from
 * zero (`divideRounded`, the package's one rounding rule): the amount asked of the payer,
 * fixed once with the rate, so the amount shown, charged and recorded is the same to the cent.
 */
export function convertCents(amount: Cents, rate: RateMicros): Cents {
  return divideRounded(amount * rate, MICROS);
}
