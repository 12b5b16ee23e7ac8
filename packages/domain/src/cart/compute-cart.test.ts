import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartCoupon } from './cart-coupon.ts';
import type { CartItemDetails } from './cart-item-misc.ts';
import { computeCart } from './compute-cart.ts';

const item = (cost: number, discount: CartItemDetails['discount'] = null): CartItemDetails => ({
  name: 'Service',
  description: '',
  cost,
  discount,
});

describe('computeCart', () => {
  it('adds VAT per item and sums the cart', () => {
    const cart = computeCart([item(25_000), item(10_000)], 0);
    expect(cart.lines).toEqual([
      { price: 25_000, discount: 0, vat: 3750, finalPrice: 28_750 },
      { price: 10_000, discount: 0, vat: 1500, finalPrice: 11_500 },
    ]);
    expect(cart).toMatchObject({
      totalExcludingVat: 35_000,
      vat: 5250,
      totalIncludingVat: 40_250,
      payable: 40_250,
    });
  });

  it('takes percentage and rand discounts off before VAT, never below 0', () => {
    const cart = computeCart(
      [
        item(10_000, { type: 'percentage', basisPoints: 1000 }),
        item(5000, { type: 'amount', amount: 9000 }),
      ],
      0,
    );
    expect(cart.lines).toEqual([
      { price: 10_000, discount: 1000, vat: 1350, finalPrice: 10_350 },
      { price: 5000, discount: 5000, vat: 0, finalPrice: 0 },
    ]);
  });

  it('applies value and percentage coupons to the total, never below 0', () => {
    expect(computeCart([item(10_000)], 0, { type: 'value', amount: 5000 })).toMatchObject({
      couponDeduction: 5000,
      total: 6500,
    });
    expect(computeCart([item(10_000)], 0, { type: 'percentage', basisPoints: 5000 })).toMatchObject(
      {
        couponDeduction: 5750,
        total: 5750,
      },
    );
    expect(computeCart([item(10_000)], 0, { type: 'value', amount: 99_999 })).toMatchObject({
      total: 0,
    });
    expect(computeCart([item(10_000)], 0, { type: 'value', amount: -100 })).toMatchObject({
      total: 11_500,
    });
  });

  it('pays from the balance first and leaves the rest payable', () => {
    expect(computeCart([item(10_000)], 10_000)).toMatchObject({
      fromBalance: 10_000,
      payable: 1500,
    });
    expect(computeCart([item(10_000)], 50_000)).toMatchObject({ fromBalance: 11_500, payable: 0 });
    expect(computeCart([item(10_000)], -500)).toMatchObject({ balance: 0, payable: 11_500 });
    expect(computeCart([], 100)).toMatchObject({ total: 0, payable: 0 });
  });
});

const cents = fc.integer({ min: 0, max: 1_000_000_000 });
const discount = fc.option(
  fc.oneof(
    fc.record({
      type: fc.constant('percentage' as const),
      basisPoints: fc.integer({ min: 0, max: 20_000 }),
    }),
    fc.record({ type: fc.constant('amount' as const), amount: cents }),
  ),
);
const items = fc.array(
  fc.record({ name: fc.string(), description: fc.string(), cost: cents, discount }),
  {
    maxLength: 20,
  },
);
const coupon: fc.Arbitrary<CartCoupon | null> = fc.option(
  fc.oneof(
    fc.record({
      type: fc.constant('value' as const),
      amount: fc.integer({ min: -1000, max: 1_000_000_000 }),
    }),
    fc.record({
      type: fc.constant('percentage' as const),
      basisPoints: fc.integer({ min: 0, max: 20_000 }),
    }),
  ),
);

describe('computeCart properties', () => {
  it('never goes below 0 and adds up to the cent', () => {
    fc.assert(
      fc.property(
        items,
        fc.integer({ min: -1_000_000, max: 2_000_000_000 }),
        coupon,
        (list, balance, applied) => {
          const cart = computeCart(list, balance, applied);
          for (const line of cart.lines) {
            expect(line.discount).toBeGreaterThanOrEqual(0);
            expect(line.discount).toBeLessThanOrEqual(line.price);
            expect(line.finalPrice).toBe(line.price - line.discount + line.vat);
            expect(line.finalPrice).toBeGreaterThanOrEqual(0);
          }
          const sum = (pick: (line: (typeof cart.lines)[number]) => number) =>
            cart.lines.reduce((total, line) => total + pick(line), 0);
          expect(cart.totalIncludingVat).toBe(sum((line) => line.finalPrice));
          expect(cart.vat).toBe(sum((line) => line.vat));
          expect(cart.totalExcludingVat + cart.vat).toBe(cart.totalIncludingVat);
          expect(cart.total + cart.couponDeduction).toBe(cart.totalIncludingVat);
          expect(cart.fromBalance + cart.payable).toBe(cart.total);
          for (const amount of [cart.couponDeduction, cart.total, cart.fromBalance, cart.payable]) {
            expect(amount).toBeGreaterThanOrEqual(0);
          }
          expect(cart.payable).toBe(Math.max(0, cart.total - Math.max(0, balance)));
        },
      ),
    );
  });
});
