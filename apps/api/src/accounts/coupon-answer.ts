import { centsToDecimal } from '@pod-portal/domain';
import type { coupons } from '../db/schema/index.ts';

/** A coupon as answers show it: `value` in rand, `percentage` in percent. */
export function couponAnswer(coupon: typeof coupons.$inferSelect) {
  return {
    couponId: coupon.id,
    coupon_code: coupon.code,
    type: coupon.kind,
    amount: coupon.kind === 'value' ? Number(centsToDecimal(coupon.amount)) : coupon.amount / 100,
  };
}
