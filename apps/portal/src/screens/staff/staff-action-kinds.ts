import type { components } from '@pod-portal/sdk';

export type StaffActionKind = components['schemas']['StaffActionKind'];

/** What each kind of staff action is called in the console (every kind the contract names). */
export const STAFF_ACTION_LABELS: Record<StaffActionKind, string> = {
  'chat.reply': 'Chat answer',
  'change-request.approve': 'Change request approved',
  'change-request.decline': 'Change request declined',
  'book.status': 'Book moved on',
  'coupon.create': 'Coupon created',
  'balance.royalty': 'Royalty recorded',
  'balance.payout': 'Payout recorded',
  'payment.refund': 'Refund',
  'payment.paypal-refund-returned': 'PayPal refund failed back',
  'payout.approve': 'Payout approved',
  'payout.paid': 'Payout paid',
  'payout.fail': 'Payout failed back',
};

/** Whether a text (from the address, say) names a kind of staff action. */
export function isStaffActionKind(value: unknown): value is StaffActionKind {
  return typeof value === 'string' && Object.hasOwn(STAFF_ACTION_LABELS, value);
}
