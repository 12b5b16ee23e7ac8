import type { coupons } from '../../db/schema/index.ts';
import { rand } from '../../lib/rand.ts';

type Coupon = typeof coupons.$inferSelect;

/** A coupon's amount as answers show it: rand for a value coupon, percent (basis points / 100). */
export const couponAmount = (coupon: Pick<Coupon, 'kind' | 'amount'>) =>
  coupon.kind === 'value' ? rand(coupon.amount) : coupon.amount / 100;

/** A coupon as answers show it: `value` in rand, `percentage` in percent. */
export function couponAnswer(coupon: Coupon) {
  return {
    couponId: coupon.id,
    coupon_code: coupon.code,
    type: coupon.kind,
    amount: couponAmount(coupon),
  };
}
