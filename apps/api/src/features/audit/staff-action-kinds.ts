/** Every kind of staff action recorded (`staff_actions.action`), in the order staff meet them. */
export const STAFF_ACTION_KINDS = [
  'chat.reply',
  'change-request.approve',
  'change-request.decline',
  'book.status',
  'coupon.create',
  'balance.royalty',
  'balance.payout',
  'payment.refund',
  'payment.paypal-refund-returned',
  'payout.approve',
  'payout.paid',
  'payout.fail',
] as const;

export type StaffActionKind = (typeof STAFF_ACTION_KINDS)[number];
