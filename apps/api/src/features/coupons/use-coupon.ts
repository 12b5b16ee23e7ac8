import { COUPON_ALREADY_USED_MESSAGE, INVALID_COUPON_MESSAGE } from '@pod-portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';

type CouponRow = typeof coupons.$inferSelect;

export type CouponClaim =
  | { ok: true; coupon: CouponRow }
  | { ok: false; reason: typeof INVALID_COUPON_MESSAGE | typeof COUPON_ALREADY_USED_MESSAGE };

/**
 * The coupon `where` names, locked (FOR UPDATE) until the transaction `tx` ends, so concurrent
 * uses of its last use queue; refused when it does not exist or has no uses left.
 */
export async function lockCoupon(
  tx: Db,
  where: { code: string } | { id: number },
): Promise<CouponClaim> {
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where('code' in where ? eq(coupons.code, where.code.toUpperCase()) : eq(coupons.id, where.id))
    .for('update');
  if (!coupon || (coupon.maxUses !== null && coupon.uses >= coupon.maxUses)) {
    return { ok: false, reason: INVALID_COUPON_MESSAGE };
  }
  return { ok: true, coupon };
}

/**
 * Records one use of a locked coupon by the user: false when the user has used it before
 * (the (coupon, user) unique index: each user may use a coupon once, to the balance or a cart).
 */
export async function useCoupon(tx: Db, coupon: CouponRow, userId: number) {
  const [redemption] = await tx
    .insert(couponRedemptions)
    .values({ couponId: coupon.id, userId })
    .onConflictDoNothing()
    .returning({ id: couponRedemptions.id });
  if (!redemption) return null;
  await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(eq(coupons.id, coupon.id));
  return redemption;
}

/** {@link lockCoupon}, also refused when the user has used the coupon before. */
export async function claimCoupon(
  tx: Db,
  where: { code: string } | { id: number },
  userId: number,
): Promise<CouponClaim> {
  const claim = await lockCoupon(tx, where);
  if (!claim.ok) return claim;
  const [used] = await tx
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(
      and(eq(couponRedemptions.couponId, claim.coupon.id), eq(couponRedemptions.userId, userId)),
    );
  return used ? { ok: false, reason: COUPON_ALREADY_USED_MESSAGE } : claim;
}
