import type { components } from '@pod-portal/sdk';

export type AppliedCoupon = components['schemas']['Coupon'];

const COUPON_KEY = 'checkout_coupon';
const REFERENCE_KEY = 'checkout_last_reference';

function read<T>(key: string): T | null {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  if (value === null) sessionStorage.removeItem(key);
  else sessionStorage.setItem(key, JSON.stringify(value));
}

/**
 * What the checkout keeps in this tab between its pages: the coupon applied in the cart (the
 * payment page pays with it) and the reference of the last payment (the success page reads it
 * when PayFast's return has no `tref`).
 */
export const checkoutSession = {
  coupon: () => read<AppliedCoupon>(COUPON_KEY),
  setCoupon: (coupon: AppliedCoupon | null) => write(COUPON_KEY, coupon),
  lastReference: () => read<string>(REFERENCE_KEY),
  setLastReference: (reference: string) => write(REFERENCE_KEY, reference),
};
