import { basisPointsToPercent, centsToAmount } from '@pod-portal/domain';
import type { coupons } from '../../db/schema/index.ts';

type Coupon = typeof coupons.$inferSelect;

/** A coupon's amount as answers show it: rand for a value coupon, percent. */
export const couponAmount = (coupon: Pick<Coupon, 'kind' | 'amount'>) =>
  coupon.kind === 'value' ? centsToAmount(coupon.amount) : basisPointsToPercent(coupon.amount);

/** A coupon as answers show it: `value` in rand, `percentage` in percent. */
export function couponAnswer(coupon: Coupon) {
  return {
    couponId: coupon.id,
    coupon_code: coupon.code,
    type: coupon.kind,
    amount: couponAmount(coupon),
  };
}
