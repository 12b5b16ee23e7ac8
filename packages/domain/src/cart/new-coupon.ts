import { z } from 'zod';
import { toCents } from '../money/cents.ts';
import { percentToBasisPoints } from '../money/rate.ts';
import { TWO_DECIMALS_MESSAGE } from '../validation/messages.ts';

export const COUPON_CODE_MESSAGE = 'Use 3 to 64 letters, digits, - or _ for the code';
export const COUPON_AMOUNT_MESSAGE =
  'Enter a positive amount: rand for a value coupon, at most 100 for a percentage';
export const COUPON_VALUE_LIMIT_MESSAGE = 'A value coupon is worth at most R 1 000 000.00';
export const COUPON_USES_MESSAGE =
  'Enter a whole number of uses of at least 1, or none for unlimited';

/** The most a value coupon is worth (rand): larger ones are typing errors. */
const LARGEST_VALUE_RAND = 1_000_000;

/**
 * A coupon staff create (in the staff area or with `ops coupon`): its code, a value in rand or
 * a percentage (at most two decimals: a third is refused, never rounded or cut), and how many
 * times it can be used (null: unlimited). `storedCouponAmount` gives the amount as stored:
 * cents or basis points.
 */
export const newCouponSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,64}$/, COUPON_CODE_MESSAGE),
    kind: z.enum(['value', 'percentage']),
    amount: z.number(COUPON_AMOUNT_MESSAGE).positive(COUPON_AMOUNT_MESSAGE),
    maxUses: z
      .number(COUPON_USES_MESSAGE)
      .int(COUPON_USES_MESSAGE)
      .positive(COUPON_USES_MESSAGE)
      .nullable(),
  })
  .refine((coupon) => coupon.kind === 'value' || coupon.amount <= 100, {
    message: COUPON_AMOUNT_MESSAGE,
    path: ['amount'],
  })
  .refine((coupon) => coupon.kind === 'percentage' || coupon.amount <= LARGEST_VALUE_RAND, {
    message: COUPON_VALUE_LIMIT_MESSAGE,
    path: ['amount'],
  })
  .refine((coupon) => storedCouponAmount(coupon) !== null, {
    message: TWO_DECIMALS_MESSAGE,
    path: ['amount'],
  });

export type NewCouponInput = z.infer<typeof newCouponSchema>;

/** The amount as the coupons table keeps it: rand cents, or basis points; null if unusable. */
export function storedCouponAmount(coupon: {
  kind: 'value' | 'percentage';
  amount: number;
}): number | null {
  const stored =
    coupon.kind === 'value' ? toCents(coupon.amount) : percentToBasisPoints(coupon.amount);
  return stored !== null && stored > 0 ? stored : null;
}
