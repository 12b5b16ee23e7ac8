import type { Cents } from './cents.ts';
import { convertCents, type RateMicros } from './exchange-rate.ts';

/**
 * A payment taken in another currency for rand at a rate fixed when it was taken (a PayPal
 * top-up: rand cents, the US cents captured for them), and what its refunds gave back so far.
 */
export interface ConvertedCharge {
  /** The rand cents the payment was for. */
  paidCents: Cents;
  /** The other currency's cents taken for them: `convertCents(paidCents, rate)`. */
  chargedCents: Cents;
  rate: RateMicros;
  /** The rand cents refunded to the payment so far. */
  refundedCents: Cents;
  /** The other currency's cents those refunds gave back. */
  refundedChargedCents: Cents;
}

export type ConvertedRefund =
  | { ok: true; chargedCents: Cents }
  | { ok: false; reason: 'notPositive' | 'belowOneCent' }
  | { ok: false; reason: 'moreThanPaid'; refundable: Cents };

/**
 * The other currency's cents that refunding `amount` rand cents gives back of a converted
 * payment. The refunds so far and this one together give back what the rand they refund comes
 * to at the payment's rate (`convertCents`, the package's one rounding rule), less what the
 * earlier ones gave back: one refund alone gives `convertCents(amount, rate)`, the dollars
 * never drift from the rand by more than one rounding, never add up to more than was taken,
 * and the refund that gives back the last of the rand gives back exactly the rest of the
 * other currency (a whole refund in parts returns all that was taken, to the cent). As VAT is
 * shared out over a line's refunds (`refundFigures`).
 *
 * Refused as values: an amount that is not a positive whole number of cents, more rand than is
 * left (`refundable` says how much is), or one that comes to no cent of the other currency.
 */
export function convertedRefund(charge: ConvertedCharge, amount: Cents): ConvertedRefund {
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, reason: 'notPositive' };
  const refundable = Math.max(0, charge.paidCents - charge.refundedCents);
  if (amount > refundable) return { ok: false, reason: 'moreThanPaid', refundable };
  const left = charge.chargedCents - charge.refundedChargedCents;
  const after = charge.refundedCents + amount;
  const due =
    after === charge.paidCents
      ? left
      : Math.min(convertCents(after, charge.rate) - charge.refundedChargedCents, left);
  return due > 0 ? { ok: true, chargedCents: due } : { ok: false, reason: 'belowOneCent' };
}
