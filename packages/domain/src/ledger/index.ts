export {
  BALANCE_ENTRY_AMOUNT_MESSAGE,
  BALANCE_ENTRY_NOTE_MESSAGE,
  type BalanceEntryInput,
  balanceEntryCents,
  balanceEntrySchema,
  payoutOverBalanceMessage,
} from './balance-entry.ts';
export { LEDGER_TYPE_LABELS, LEDGER_TYPES, type LedgerType } from './ledger-type-labels.ts';
export { isPaymentStatus, PAYMENT_STATUSES, type PaymentStatus } from './payment-status.ts';
export { paypalRefundReturnedText } from './paypal-refund-text.ts';
