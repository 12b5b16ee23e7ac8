import { COUPON_ALREADY_USED_MESSAGE, INVALID_COUPON_MESSAGE } from '@pod-portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { balanceEntries, couponRedemptions, coupons } from '../db/schema/index.ts';

export type Redemption =
  | { ok: true; coupon: typeof coupons.$inferSelect }
  | { ok: false; reason: typeof INVALID_COUPON_MESSAGE | typeof COUPON_ALREADY_USED_MESSAGE };

/**
 * Credits a value coupon to the user's balance, in one transaction: the coupon row is locked
 * (FOR UPDATE) so concurrent redemptions of its last use queue and only the first succeeds;
 * the (coupon, user) unique index lets each user redeem a coupon once.
 */
export function redeemCoupon(db: Db, userId: number, code: string): Promise<Redemption> {
  return db.transaction(async (tx): Promise<Redemption> => {
    const [coupon] = await tx
      .select()
      .from(coupons)
      .where(eq(coupons.code, code.toUpperCase()))
      .for('update');
    const usable =
      coupon?.kind === 'value' && (coupon.maxUses === null || coupon.uses < coupon.maxUses);
    if (!coupon || !usable) {
      return { ok: false, reason: INVALID_COUPON_MESSAGE };
    }
    const [redemption] = await tx
      .insert(couponRedemptions)
      .values({ couponId: coupon.id, userId })
      .onConflictDoNothing()
      .returning({ id: couponRedemptions.id });
    if (!redemption) return { ok: false, reason: COUPON_ALREADY_USED_MESSAGE };
    await tx
      .update(coupons)
      .set({ uses: sql`${coupons.uses} + 1` })
      .where(eq(coupons.id, coupon.id));
    await tx.insert(balanceEntries).values({
      userId,
      amountCents: coupon.amount,
      kind: 'coupon',
      reference: `coupon-redemption:${redemption.id}`,
    });
    return { ok: true, coupon };
  });
}
