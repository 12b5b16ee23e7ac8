import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ConvertedCharge, convertedRefund } from './converted-refund.ts';
import { convertCents, MAX_RATE_MICROS } from './exchange-rate.ts';

/** R 1 912.50 charged as $105.19 at 0.055 dollars per rand (105.1875 rounded). */
const charge = (refundedCents = 0, refundedChargedCents = 0): ConvertedCharge => ({
  paidCents: 191_250,
  chargedCents: 10_519,
  rate: 55_000,
  refundedCents,
  refundedChargedCents,
});

/** Refunds `parts` one after another; the dollars each gave back. */
function refundInParts(paid: ConvertedCharge, parts: readonly number[]): number[] {
  let { refundedCents, refundedChargedCents } = paid;
  return parts.map((amount) => {
    const refund = convertedRefund({ ...paid, refundedCents, refundedChargedCents }, amount);
    if (!refund.ok) throw new Error(`refund of ${amount} refused: ${refund.reason}`);
    refundedCents += amount;
    refundedChargedCents += refund.chargedCents;
    return refund.chargedCents;
  });
}

describe('convertedRefund', () => {
  it('gives back all that was taken for a whole refund', () => {
    expect(convertedRefund(charge(), 191_250)).toEqual({ ok: true, chargedCents: 10_519 });
  });

  it('converts a first part refunded at the payment rate, rounded half away from zero', () => {
    expect(convertedRefund(charge(), 10_000)).toEqual({ ok: true, chargedCents: 550 });
    expect(convertedRefund(charge(), 10)).toEqual({ ok: true, chargedCents: 1 }); // 0.55 cent
  });

  it('gives the rest of the dollars to the refund that gives back the last rand', () => {
    // Each third alone comes to 35.0625 dollars: three of 35.06 would leave a cent behind.
    expect(refundInParts(charge(), [63_750, 63_750, 63_750])).toEqual([3506, 3507, 3506]);
    // 0.55 cent each: ten refunds of 10 cents give back the 6 cents that 100 came to.
    const small = { ...charge(), paidCents: 100, chargedCents: convertCents(100, 55_000) };
    expect(small.chargedCents).toBe(6);
    expect(() => refundInParts(small, Array(10).fill(10))).toThrow('belowOneCent');
    expect(refundInParts(small, [10, 30, 20, 40])).toEqual([1, 1, 1, 3]);
  });

  it('never gives back more than was taken, even when the figures stored disagree', () => {
    const stored = { ...charge(), chargedCents: 10_000 };
    expect(convertedRefund(stored, 191_000)).toEqual({ ok: true, chargedCents: 10_000 });
    expect(convertedRefund({ ...stored, refundedChargedCents: 10_000 }, 100)).toEqual({
      ok: false,
      reason: 'belowOneCent',
    });
  });

  it('refuses more rand than is left, naming what is left', () => {
    expect(convertedRefund(charge(191_000, 10_505), 251)).toEqual({
      ok: false,
      reason: 'moreThanPaid',
      refundable: 250,
    });
    expect(convertedRefund(charge(191_250, 10_519), 1)).toEqual({
      ok: false,
      reason: 'moreThanPaid',
      refundable: 0,
    });
    expect(convertedRefund(charge(191_000, 10_505), 250)).toEqual({ ok: true, chargedCents: 14 });
  });

  it('refuses an amount that is not a positive whole number of cents', () => {
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      expect(convertedRefund(charge(), amount), String(amount)).toEqual({
        ok: false,
        reason: 'notPositive',
      });
    }
  });

  it('refuses a part that comes to less than a cent of the other currency', () => {
    expect(convertedRefund(charge(), 9)).toEqual({ ok: false, reason: 'belowOneCent' });
  });

  it('gives back exactly what was taken for any refunds in parts, each within a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: MAX_RATE_MICROS }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        (paidCents, rate, weights) => {
          const chargedCents = convertCents(paidCents, rate);
          fc.pre(chargedCents > 0);
          let refundedCents = 0;
          let refundedChargedCents = 0;
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          weights.forEach((weight, index) => {
            const amount =
              index === weights.length - 1
                ? paidCents - refundedCents
                : Math.floor((paidCents * weight) / total);
            if (amount <= 0) return;
            const paid = { paidCents, chargedCents, rate, refundedCents, refundedChargedCents };
            const refund = convertedRefund(paid, amount);
            if (!refund.ok) {
              expect(refund.reason).toBe('belowOneCent');
              return;
            }
            expect(Math.abs(refund.chargedCents - convertCents(amount, rate))).toBeLessThanOrEqual(
              1,
            );
            refundedCents += amount;
            refundedChargedCents += refund.chargedCents;
            expect(refundedChargedCents).toBeLessThanOrEqual(chargedCents);
          });
          if (refundedCents === paidCents) expect(refundedChargedCents).toBe(chargedCents);
        },
      ),
    );
  });
});
