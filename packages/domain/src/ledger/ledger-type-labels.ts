/** The kinds of balance movement the ledger answers (the contract's `LedgerEntry.type`). */
export const LEDGER_TYPES = [
  'registration_bonus',
  'coupon',
  'topup',
  'cart_payment',
  'payout',
  'payout_returned',
  'royalty',
  'royalty_returned',
  'refund',
  'card_refund',
  'paypal_refund',
  'paypal_refund_returned',
] as const;

export type LedgerType = (typeof LEDGER_TYPES)[number];

/**
 * What each kind of balance movement is called, for authors and staff alike: on the
 * Transactions page, in the staff ledger and in the transactions CSV.
 */
export const LEDGER_TYPE_LABELS: Readonly<Record<LedgerType, string>> = {
  registration_bonus: 'Registration bonus',
  coupon: 'Coupon',
  topup: 'Top-up',
  cart_payment: 'Cart payment',
  payout: 'Payout',
  payout_returned: 'Payout returned',
  royalty: 'Royalty',
  royalty_returned: 'Royalty of a returned sale',
  refund: 'Refund',
  card_refund: 'Refund paid to card',
  paypal_refund: 'Refund paid to PayPal',
  paypal_refund_returned: 'PayPal refund failed, credited back',
};
