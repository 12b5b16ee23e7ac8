import type { components } from '@pod-portal/sdk';

/** What each kind of balance movement is called, for authors and staff alike. */
export const LEDGER_TYPE_LABELS: Record<components['schemas']['LedgerEntry']['type'], string> = {
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
};
