/** How the part of a cart the balance does not cover is paid: PayFast's card or EFT, or PayPal. */
export const PAYMENT_METHODS = [
  { value: 'cc', label: 'Credit or debit card' },
  { value: 'eft', label: 'EFT (instant bank payment)' },
  { value: 'paypal', label: 'PayPal' },
] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value'];
