import { toCsv } from '../csv/csv-export.ts';
import type { Cents } from '../money/cents.ts';
import { centsToDecimal } from '../money/format-money.ts';

/** One payout of a batch, as the bank is told to pay it. */
export interface BankPayment {
  beneficiary: string;
  branchCode: string;
  accountNumber: string;
  accountType: string;
  amount: Cents;
  reference: string;
}

/** The columns of the bulk payment file, in order (docs: the payout batch's file layout). */
export const BANK_PAYMENT_COLUMNS = [
  'Beneficiary name',
  'Branch code',
  'Account number',
  'Account type',
  'Amount',
  'Reference',
] as const;

/** Banks print at most 20 characters of a reference on the beneficiary's statement. */
export const STATEMENT_REFERENCE_LENGTH = 20;

/**
 * A payout's reference on the author's bank statement, within 20 characters and never cut:
 * `POD PAYOUT 123`, or `POD 1234567890` for an id too long for that.
 */
export function payoutStatementReference(payoutId: number): string {
  const long = `POD PAYOUT ${payoutId}`;
  return long.length <= STATEMENT_REFERENCE_LENGTH ? long : `POD ${payoutId}`;
}

/**
 * A batch's bulk payment file: a header row, then one row per payout, the amount in rand with
 * two decimals and no thousands separator (`1234.50`), the branch code and account number as
 * text (a leading zero kept). RFC 4180 CSV, as `toCsv` writes it.
 */
export function bankPaymentCsv(payments: readonly BankPayment[]): string {
  return toCsv([
    BANK_PAYMENT_COLUMNS,
    ...payments.map((payment) => [
      payment.beneficiary,
      payment.branchCode,
      payment.accountNumber,
      payment.accountType,
      centsToDecimal(payment.amount),
      payment.reference,
    ]),
  ]);
}
