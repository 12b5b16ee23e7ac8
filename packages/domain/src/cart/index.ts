export { balancePaymentReference } from './balance-payment-reference.ts';
export { type CartCoupon, toCartCoupon } from './cart-coupon.ts';
export {
  type CartItemDetails,
  type ParsedCartItemMisc,
  parseCartItemMisc,
} from './cart-item-misc.ts';
export { type CartLine, type CartTotals, computeCart } from './compute-cart.ts';
export {
  COUPON_AMOUNT_MESSAGE,
  COUPON_CODE_MESSAGE,
  COUPON_USES_MESSAGE,
  COUPON_VALUE_LIMIT_MESSAGE,
  type NewCouponInput,
  newCouponSchema,
  storedCouponAmount,
} from './new-coupon.ts';
export {
  type CartServiceId,
  type ChargedBook,
  extraServiceCharge,
  type OnceOffCharge,
  onceOffCharges,
} from './once-off-charges.ts';
export { type PaidFigures, type PaidLineFigures, paidFigures } from './paid-lines.ts';
export { type RefundCheck, refundFigures } from './refund-figures.ts';
