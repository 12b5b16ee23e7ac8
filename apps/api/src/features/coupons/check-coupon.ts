import type { Db } from '../../db/client.ts';
import { type CouponClaim, claimCoupon } from './use-coupon.ts';

/**
 * Whether a user may apply a coupon (value or percentage) in the cart, without using it: it
 * must exist, have uses left, and not be one the user has used already.
 */
export function checkCoupon(db: Db, userId: number, code: string): Promise<CouponClaim> {
  return db.transaction((tx) => claimCoupon(tx, { code }, userId));
}
