import { COUPON_ALREADY_USED_MESSAGE, INVALID_COUPON_MESSAGE } from '@pod-portal/domain';
import type { Db } from '../../db/client.ts';
import { balanceEntries } from '../../db/schema/index.ts';
import { type CouponClaim, lockCoupon, useCoupon } from './use-coupon.ts';

/**
 * Credits a value coupon to the user's balance, in one transaction: the coupon row is locked
 * so concurrent redemptions of its last use queue and only the first succeeds; each user can
 * redeem a coupon once.
 */
export function redeemCoupon(db: Db, userId: number, code: string): Promise<CouponClaim> {
  return db.transaction(async (tx): Promise<CouponClaim> => {
    const claim = await lockCoupon(tx, { code });
    if (!claim.ok) return claim;
    if (claim.coupon.kind !== 'value') return { ok: false, reason: INVALID_COUPON_MESSAGE };
    const redemption = await useCoupon(tx, claim.coupon, userId);
    if (!redemption) return { ok: false, reason: COUPON_ALREADY_USED_MESSAGE };
    await tx.insert(balanceEntries).values({
      userId,
      amountCents: claim.coupon.amount,
      kind: 'coupon',
      reference: `coupon-redemption:${redemption.id}`,
    });
    return claim;
  });
}
