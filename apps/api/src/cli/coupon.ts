import { formatMoney, newCouponSchema, storedCouponAmount } from '@pod-portal/domain';
import { createCoupon } from '../features/coupons/index.ts';
import type { CliCommand } from './command.ts';

const usage = 'coupon <code> <value|percentage> <amount> [--single-use | --max-uses <n>]';

/**
 * Reads `--single-use` / `--max-uses n`: the coupon's use limit as typed (null for unlimited,
 * `newCouponSchema` judges the number), undefined when the flags are not one of these.
 */
function maxUses(flags: string[]): number | null | undefined {
  if (flags.length === 0) return null;
  if (flags.length === 1 && flags[0] === '--single-use') return 1;
  if (flags.length === 2 && flags[0] === '--max-uses') return Number(flags[1]);
  return undefined;
}

/**
 * `ops coupon WELCOME50 value 50 --single-use`: a coupon worth R50 once; `ops coupon LAUNCH10
 * percentage 10`: 10% off in the cart, unlimited. Amounts are rand or percent.
 */
export const command: CliCommand = {
  name: 'coupon',
  summary: 'Create a coupon (value in rand, or percentage), single-use or with a use limit',
  usage,
  async run(args, { db, log }) {
    const [code = '', kind = '', amountText = '', ...flags] = args;
    const limit = maxUses(flags);
    if ((kind !== 'value' && kind !== 'percentage') || limit === undefined) {
      log(`usage: ${usage}`);
      return 2;
    }
    // The staff area's rule and messages (newCouponSchema), so a coupon is the same however
    // it is made. An empty amount is Number('') = 0: refused with the amount's message.
    const parsed = newCouponSchema.safeParse({
      code,
      kind,
      amount: Number(amountText),
      maxUses: limit,
    });
    const amount = parsed.success ? storedCouponAmount(parsed.data) : null;
    if (!parsed.success || amount === null) {
      log(parsed.error?.issues[0]?.message ?? `usage: ${usage}`);
      return 2;
    }
    const coupon = await createCoupon(db, { ...parsed.data, amount });
    if (!coupon) {
      log(`coupon ${code.toUpperCase()} exists already`);
      return 1;
    }
    const worth = kind === 'value' ? formatMoney(amount, 'ZAR') : `${parsed.data.amount}%`;
    const uses = limit === null ? 'unlimited uses' : `${limit} use${limit === 1 ? '' : 's'}`;
    log(`coupon ${coupon.code} created: ${worth}, ${uses}`);
    return 0;
  },
};
