import { describe, expect, it } from 'vitest';
import { toCartCoupon } from './cart-coupon.ts';

describe('toCartCoupon', () => {
  it('reads value coupons in rand and other coupons as percentages', () => {
    expect(toCartCoupon({ type: 'value', amount: 50 })).toEqual({ type: 'value', amount: 5000 });
    expect(toCartCoupon({ type: 'value', amount: '12.50' })).toEqual({
      type: 'value',
      amount: 1250,
    });
    expect(toCartCoupon({ type: 'percentage', amount: 10 })).toEqual({
      type: 'percentage',
      basisPoints: 1000,
    });
  });

  it('refuses amounts that are not non-negative numbers', () => {
    expect(toCartCoupon({ type: 'value', amount: -5 })).toBeNull();
    expect(toCartCoupon({ type: 'value', amount: 'ten' })).toBeNull();
    expect(toCartCoupon({ type: 'percentage', amount: 'x' })).toBeNull();
  });
});
