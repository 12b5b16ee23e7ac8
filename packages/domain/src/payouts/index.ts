export {
  BANK_CHANGE_HOLD_DAYS,
  type BankDetailsChange,
  bankChangeHoldMessage,
  bankChangeHoldUntil,
  changesPayoutDestination,
  PAYOUT_DESTINATION_FIELDS,
} from './bank-change-hold.ts';
export {
  BANK_PAYMENT_COLUMNS,
  type BankPayment,
  bankPaymentCsv,
  payoutStatementReference,
  STATEMENT_REFERENCE_LENGTH,
} from './bank-payment-file.ts';
export {
  compactIban,
  IBAN_LENGTH,
  isIban,
  isSwiftBic,
} from './international-account.ts';
export {
  INTERNATIONAL_TRANSFER_COLUMNS,
  type InternationalTransfer,
  internationalTransferCsv,
} from './international-transfer-file.ts';
export {
  PAYEE_EMAIL_MESSAGE,
  PAYEE_NAME_MESSAGE,
  PAYEE_OWN_EMAIL_MESSAGE,
  PAYEE_ROLE_NAMES,
  PAYEE_ROLES,
  PAYEE_TWICE_MESSAGE,
  type PayeeEntry,
  type PayeeListProblem,
  type PayeeRole,
  payeeEmail,
  payeeListProblems,
} from './payee-list.ts';
export {
  PAYOUT_MINIMUM_CENTS,
  PAYOUT_MINIMUM_MESSAGE,
  payoutRequestProblem,
} from './payout-request.ts';
export {
  dueQuarterlyPayoutRun,
  johannesburgInstant,
  nextQuarterlyPayoutRun,
  QUARTERLY_PAYOUT_DAY,
  QUARTERLY_PAYOUT_MONTHS,
  QUARTERLY_RUN_CATCH_UP_DAYS,
  quarterlyPayoutRun,
} from './payout-schedule.ts';
export {
  INTERNATIONAL_OR_PAYPAL_PAYOUT_MESSAGE,
  INTERNATIONAL_PAYOUT_MESSAGE,
  INTERNATIONAL_PAYOUT_NOTE,
  NO_PAYOUT_ACCOUNT_MESSAGE,
  PAYOUT_FAILURE_REASON_MESSAGE,
  PAYPAL_PAYOUT_NOTE,
  type PayoutOutcome,
  payoutOutcomeOf,
  payoutOutcomeText,
} from './payout-text.ts';
export {
  type InternationalPayoutWay,
  internationalPayoutWay,
  isPaypalAddress,
  type PaypalItemOutcome,
  paypalItemOutcome,
} from './paypal-payout.ts';
export {
  AUTHOR_SHARE_MESSAGE,
  authorShare,
  invitedSharesProblem,
  MOST_PAYEES,
  PAYEE_COUNT_MESSAGE,
  payeeSharesProblem,
  SHARE_SIZE_MESSAGE,
  SHARES_TOTAL_MESSAGE,
  splitRoyalty,
  WHOLE_SHARE,
} from './royalty-split.ts';
export { shareAgreementTerms, shareDeclinedText } from './share-agreement-terms.ts';
