import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';

export interface NewCoupon {
  code: string;
  kind: 'value' | 'percentage';
  /** Rand cents for `value`, basis points for `percentage`. */
  amount: number;
  /** Null: unlimited uses. */
  maxUses: number | null;
}

/** Stores a coupon (its code upper-cased); null when the code exists already. */
export async function createCoupon(db: Db, coupon: NewCoupon) {
  const [created] = await db
    .insert(coupons)
    .values({ ...coupon, code: coupon.code.trim().toUpperCase() })
    .onConflictDoNothing({ target: coupons.code })
    .returning();
  return created ?? null;
}
