import type { Cents } from '../money/cents.ts';
import { toCents } from '../money/cents.ts';
import { percentToBasisPoints } from '../money/rate.ts';

/** A coupon applied to the cart: `value` takes an amount off, `percentage` a share. */
export type CartCoupon =
  | { type: 'value'; amount: Cents }
  | { type: 'percentage'; basisPoints: number };

/**
 * Reads a coupon as the server stores it (`type` 'value' with an amount in rand, otherwise
 * a percentage) or null when its amount is not a non-negative number.
 */
export function toCartCoupon(coupon: { type: string; amount: number | string }): CartCoupon | null {
  if (coupon.type === 'value') {
    const amount = toCents(coupon.amount);
    return amount === null || amount < 0 ? null : { type: 'value', amount };
  }
  const basisPoints = percentToBasisPoints(coupon.amount);
  return basisPoints === null ? null : { type: 'percentage', basisPoints };
}
