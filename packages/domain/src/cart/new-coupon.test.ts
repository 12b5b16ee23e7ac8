import { describe, expect, it } from 'vitest';
import { TWO_DECIMALS_MESSAGE } from '../validation/messages.ts';
import {
  COUPON_AMOUNT_MESSAGE,
  COUPON_USES_MESSAGE,
  COUPON_VALUE_LIMIT_MESSAGE,
  newCouponSchema,
  storedCouponAmount,
} from './new-coupon.ts';

describe('newCouponSchema', () => {
  it('takes a value coupon in rand and a percentage up to 100, stored as cents and basis points', () => {
    const value = newCouponSchema.parse({
      code: 'WINTER25',
      kind: 'value',
      amount: 25.5,
      maxUses: 2,
    });
    expect(storedCouponAmount(value)).toBe(2550);
    const percent = newCouponSchema.parse({
      code: 'half',
      kind: 'percentage',
      amount: 50,
      maxUses: null,
    });
    expect(storedCouponAmount(percent)).toBe(5000);
  });

  it("refuses a bad code, a percentage over 100 and a use limit that is not a whole number, in the product's words", () => {
    const issues = (input: unknown) =>
      newCouponSchema
        .safeParse(input)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ code: 'a b', kind: 'value', amount: 10, maxUses: null })?.[0]?.[0]).toBe(
      'code',
    );
    expect(issues({ code: 'ALL150', kind: 'percentage', amount: 150, maxUses: null })).toEqual([
      ['amount', COUPON_AMOUNT_MESSAGE],
    ]);
    expect(issues({ code: 'HALF', kind: 'value', amount: 10, maxUses: 1.5 })?.[0]?.[0]).toBe(
      'maxUses',
    );
    expect(issues({ code: 'NAN', kind: 'value', amount: 10, maxUses: Number.NaN })).toEqual([
      ['maxUses', COUPON_USES_MESSAGE],
    ]);
  });

  it.each([
    ['value', 0.005],
    ['value', 10.555],
    ['percentage', 12.555],
    ['percentage', 0.001],
  ] as const)('refuses a %s coupon of %s rather than storing it rounded or cut', (kind, amount) => {
    const result = newCouponSchema.safeParse({ code: 'ODD', kind, amount, maxUses: null });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['amount'], message: TWO_DECIMALS_MESSAGE }),
    ]);
  });

  it('refuses a value coupon worth more than R 1 000 000', () => {
    const result = newCouponSchema.safeParse({
      code: 'HUGE',
      kind: 'value',
      amount: 30_000_000,
      maxUses: null,
    });
    expect(result.error?.issues[0]?.message).toBe(COUPON_VALUE_LIMIT_MESSAGE);
  });
});
