import { COUPON_ALREADY_USED_MESSAGE, INVALID_COUPON_MESSAGE } from '@pod-portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { couponRedemptions, coupons } from '../db/schema/index.ts';
import type { Redemption } from './redeem-coupon.ts';

/**
 * Whether a user may apply a coupon (value or percentage) in the cart, without using it: it
 * must exist, have uses left, and not be one the user has redeemed already.
 */
export async function checkCoupon(db: Db, userId: number, code: string): Promise<Redemption> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
  if (!coupon || (coupon.maxUses !== null && coupon.uses >= coupon.maxUses)) {
    return { ok: false, reason: INVALID_COUPON_MESSAGE };
  }
  const [used] = await db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, userId)));
  return used ? { ok: false, reason: COUPON_ALREADY_USED_MESSAGE } : { ok: true, coupon };
}
