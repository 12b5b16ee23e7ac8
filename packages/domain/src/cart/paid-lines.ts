import { allocateByLargestRemainder, roundSharesToTotal } from '../money/allocate.ts';
import type { Cents } from '../money/cents.ts';
import { excludingVat, VAT_RATE } from '../money/vat.ts';

/** What one cart line cost once the coupon was shared out: the figures a tax invoice shows. */
export interface PaidLineFigures {
  /** The line's share of the coupon deduction (an amount including VAT). */
  couponShare: Cents;
  /** What was paid for the line, including VAT: its final price less its coupon share. */
  paid: Cents;
  /** The VAT inside `paid`. */
  paidVat: Cents;
  /** `paid - paidVat`. */
  paidExcludingVat: Cents;
}

export interface PaidFigures {
  lines: PaidLineFigures[];
  /** What was paid, including VAT: the cart's total after the coupon. */
  paid: Cents;
  /** The VAT of the payment: 15/115 of `paid`, rounded half away from zero; the lines' VAT sums to it. */
  vat: Cents;
  excludingVat: Cents;
}

/**
 * A coupon given at the sale lowers the value VAT is charged on, so a tax invoice shows VAT on
 * what was paid, not on the prices before the coupon. The rule, in two steps:
 *
 * 1. The coupon deduction is shared out over the lines in proportion to their final prices
 *    (including VAT) by the largest remainder method (`allocateByLargestRemainder`): a line pays
 *    its final price less its share, and the lines' paid amounts add up to what was paid.
 * 2. The payment's VAT is 15/115 of what was paid, rounded half away from zero (`paid -
 *    excludingVat(paid)`). Each line's VAT is its own exact 15/115 rounded so that they add up
 *    to it (`roundSharesToTotal`: down, and a cent more to the largest remainders). So the
 *    lines' VAT adds up to the invoice's VAT exactly, and each line's VAT is its own 15/115
 *    rounded down or up (not a share of the rounded total, which could move a cent between
 *    lines whose cart VATs already added up). Without a coupon that is the cart line's VAT
 *    whenever the cart lines' rounded VATs add up to the payment's; where they do not (a cent
 *    of rounding), a line's VAT moves by one cent so that the invoice's VAT is the payment's.
 *
 * `finalPrices` are the cart lines' final prices (including VAT), in cart order;
 * `couponDeduction` is at most their sum.
 */
export function paidFigures(finalPrices: readonly Cents[], couponDeduction: Cents): PaidFigures {
  const shares = allocateByLargestRemainder(couponDeduction, finalPrices);
  const paidAmounts = finalPrices.map((price, index) => price - (shares[index] ?? 0));
  const paid = paidAmounts.reduce((sum, amount) => sum + amount, 0);
  const vat = paid - excludingVat(paid);
  // Each line's exact VAT is its own 15/115; rounded to add up to the payment's VAT.
  const vats = roundSharesToTotal(
    vat,
    paidAmounts.map((amount) => BigInt(amount) * BigInt(VAT_RATE)),
    BigInt(10_000 + VAT_RATE),
  );
  return {
    lines: paidAmounts.map((amount, index) => ({
      couponShare: shares[index] ?? 0,
      paid: amount,
      paidVat: vats[index] ?? 0,
      paidExcludingVat: amount - (vats[index] ?? 0),
    })),
    paid,
    vat,
    excludingVat: paid - vat,
  };
}
