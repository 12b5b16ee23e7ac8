export {
  BALANCE_ENTRY_AMOUNT_MESSAGE,
  BALANCE_ENTRY_NOTE_MESSAGE,
  type BalanceEntryInput,
  balanceEntryCents,
  balanceEntrySchema,
  payoutOverBalanceMessage,
} from './balance-entry.ts';
export { isPaymentStatus, PAYMENT_STATUSES, type PaymentStatus } from './payment-status.ts';
