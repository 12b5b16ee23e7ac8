import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { excludingVat } from '../money/vat.ts';
import type { CartCoupon } from './cart-coupon.ts';
import type { CartItemDetails } from './cart-item-misc.ts';
import { computeCart } from './compute-cart.ts';
import { paidFigures } from './paid-lines.ts';

const item = (cost: number): CartItemDetails => ({
  name: 'Service',
  description: '',
  cost,
  discount: null,
});

describe('paidFigures', () => {
  it('shows the VAT of a R 402.50 cart with a 33% coupon on the R 269.67 paid, line by line', () => {
    const cart = computeCart([item(25_000), item(10_000)], 0, {
      type: 'percentage',
      basisPoints: 3300,
    });
    expect(cart.total).toBe(26_967);
    const figures = paidFigures(
      cart.lines.map((line) => line.finalPrice),
      cart.couponDeduction,
    );
    expect(figures).toEqual({
      lines: [
        { couponShare: 9488, paid: 19_262, paidVat: 2512, paidExcludingVat: 16_750 },
        { couponShare: 3795, paid: 7705, paidVat: 1005, paidExcludingVat: 6700 },
      ],
      paid: 26_967,
      vat: 3517,
      excludingVat: 23_450,
    });
  });

  it("keeps each cart line's VAT when there is no coupon", () => {
    const cart = computeCart([item(25_000), item(10_000), item(3)], 0);
    const figures = paidFigures(
      cart.lines.map((line) => line.finalPrice),
      0,
    );
    expect(figures.lines.map((line) => line.paidVat)).toEqual([3750, 1500, 0]);
    expect(figures.lines.map((line) => line.paid)).toEqual(cart.lines.map((l) => l.finalPrice));
  });
});

const cents = fc.integer({ min: 0, max: 100_000_000 });
const discount = fc.option(
  fc.oneof(
    fc.record({
      type: fc.constant('percentage' as const),
      basisPoints: fc.integer({ min: 0, max: 10_000 }),
    }),
    fc.record({ type: fc.constant('amount' as const), amount: cents }),
  ),
);
const items = fc.array(
  fc.record({ name: fc.constant('Service'), description: fc.constant(''), cost: cents, discount }),
  { maxLength: 12 },
);
const coupon: fc.Arbitrary<CartCoupon | null> = fc.option(
  fc.oneof(
    fc.record({ type: fc.constant('value' as const), amount: cents }),
    fc.record({
      type: fc.constant('percentage' as const),
      basisPoints: fc.integer({ min: 0, max: 10_000 }),
    }),
  ),
);

describe('paidFigures without a coupon', () => {
  it("keeps each cart line's own VAT when they add up to the payment's", () => {
    // 15 + 22 + 130 = 167, the VAT of R 12.79: shares of the rounded 167 in proportion to
    // the prices would have moved a cent from the R 1.65 line to the R 10.00 line.
    const figures = paidFigures([114, 165, 1000], 0);
    expect(figures.vat).toBe(167);
    expect(figures.lines.map((line) => line.paidVat)).toEqual([15, 22, 130]);
  });
});

describe('paidFigures properties', () => {
  it('reconciles to what was paid, to the cent, line by line', () => {
    fc.assert(
      fc.property(items, coupon, (list, applied) => {
        const cart = computeCart(list, 0, applied);
        const figures = paidFigures(
          cart.lines.map((line) => line.finalPrice),
          cart.couponDeduction,
        );
        const sum = (pick: (line: (typeof figures.lines)[number]) => number) =>
          figures.lines.reduce((total, line) => total + pick(line), 0);
        expect(figures.paid).toBe(cart.total);
        expect(sum((line) => line.paid)).toBe(cart.total);
        expect(sum((line) => line.couponShare)).toBe(cart.couponDeduction);
        expect(sum((line) => line.paidVat)).toBe(figures.vat);
        expect(sum((line) => line.paidExcludingVat)).toBe(figures.excludingVat);
        // The invoice's VAT is 15/115 of what was paid, rounded half away from zero.
        expect(figures.vat).toBe(cart.total - excludingVat(cart.total));
        expect(figures.excludingVat + figures.vat).toBe(cart.total);
        figures.lines.forEach((line, index) => {
          const finalPrice = cart.lines[index]?.finalPrice ?? 0;
          expect(line.couponShare).toBeGreaterThanOrEqual(0);
          expect(line.couponShare).toBeLessThanOrEqual(finalPrice);
          expect(line.paid).toBe(finalPrice - line.couponShare);
          expect(line.paidVat + line.paidExcludingVat).toBe(line.paid);
          // Each line's VAT is its own 15/115, rounded down or up.
          expect(Math.abs(line.paidVat * 115 - line.paid * 15)).toBeLessThan(115);
          expect(line.paidVat).toBeGreaterThanOrEqual(0);
          expect(line.paidExcludingVat).toBeGreaterThanOrEqual(0);
        });
        // Without a coupon a line keeps its cart VAT, unless the cart lines' rounded VATs do
        // not add up to the payment's: then a line's VAT moves by a cent at most.
        if (cart.couponDeduction === 0) {
          const cartVats = cart.lines.map((line) => line.vat);
          const paidVats = figures.lines.map((line) => line.paidVat);
          if (cart.vat === figures.vat) expect(paidVats).toEqual(cartVats);
          paidVats.forEach((vat, index) => {
            expect(Math.abs(vat - (cartVats[index] ?? 0))).toBeLessThanOrEqual(1);
          });
        }
      }),
    );
  });
});
