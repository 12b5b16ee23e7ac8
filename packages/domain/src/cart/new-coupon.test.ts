import { describe, expect, it } from 'vitest';
import { COUPON_AMOUNT_MESSAGE, newCouponSchema, storedCouponAmount } from './new-coupon.ts';

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
  });
});
