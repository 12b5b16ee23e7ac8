import type { Cents } from '../money/cents.ts';
import { applyRate } from '../money/rate.ts';
import { vatOf } from '../money/vat.ts';
import type { CartCoupon } from './cart-coupon.ts';
import type { CartItemDetails } from './cart-item-misc.ts';

export interface CartLine {
  price: Cents;
  discount: Cents;
  vat: Cents;
  finalPrice: Cents;
}

export interface CartTotals {
  lines: CartLine[];
  totalExcludingVat: Cents;
  vat: Cents;
  totalIncludingVat: Cents;
  couponDeduction: Cents;
  /** What the cart costs after the coupon. */
  total: Cents;
  balance: Cents;
  /** The part of the total the balance covers. */
  fromBalance: Cents;
  /** What is left to pay by card, EFT or PayPal: total - balance, or 0. */
  payable: Cents;
}

/**
 * The cart sums (wizard spec section 9). Per item: the discount comes off the price
 * (excluding VAT), never below 0; VAT is 15% of the discounted price; the final price is
 * discounted price + VAT. The coupon comes off the total including VAT, never below 0. The
 * balance pays first; `payable` is what remains. A negative balance counts as 0.
 */
export function computeCart(
  items: readonly CartItemDetails[],
  balance: Cents,
  coupon: CartCoupon | null = null,
): CartTotals {
  const lines = items.map(cartLine);
  const totalExcludingVat = lines.reduce((sum, line) => sum + line.price - line.discount, 0);
  const vat = lines.reduce((sum, line) => sum + line.vat, 0);
  const totalIncludingVat = totalExcludingVat + vat;
  const couponDeduction = coupon
    ? Math.min(totalIncludingVat, couponAmount(coupon, totalIncludingVat))
    : 0;
  const total = totalIncludingVat - couponDeduction;
  const available = Math.max(0, balance);
  const fromBalance = Math.min(total, available);
  return {
    lines,
    totalExcludingVat,
    vat,
    totalIncludingVat,
    couponDeduction,
    total,
    balance: available,
    fromBalance,
    payable: total - fromBalance,
  };
}

function cartLine(item: CartItemDetails): CartLine {
  const wanted =
    item.discount === null
      ? 0
      : item.discount.type === 'percentage'
        ? applyRate(item.cost, item.discount.basisPoints)
        : item.discount.amount;
  const discount = Math.min(item.cost, wanted);
  const vat = vatOf(item.cost - discount);
  return { price: item.cost, discount, vat, finalPrice: item.cost - discount + vat };
}

function couponAmount(coupon: CartCoupon, total: Cents): Cents {
  return Math.max(
    0,
    coupon.type === 'value' ? coupon.amount : applyRate(total, coupon.basisPoints),
  );
}
