// Coupons: checking, redeeming and creating coupons.
// This file is the feature's public face: other features and the entry points use only it.
export { couponAmount } from './coupon-answer.ts';
export { createCoupon } from './create-coupon.ts';
export { type CouponClaim, claimCoupon, useCoupon } from './use-coupon.ts';
