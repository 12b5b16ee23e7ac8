import type { LedgerType } from '../ledger/ledger-type-labels.ts';
import { LEDGER_TYPE_LABELS } from '../ledger/ledger-type-labels.ts';
import type { Cents } from '../money/cents.ts';
import { centsToDecimal } from '../money/format-money.ts';
import { formatIsoDateTime } from '../reference/format-date.ts';
import type { CsvCell } from './csv-export.ts';

/** The transactions CSV's columns, in order. */
export const TRANSACTIONS_CSV_COLUMNS = [
  'Date and time',
  'Type',
  'Reference',
  'Amount',
  'Status',
  'Balance after',
] as const;

/** One movement of the balance, as the transactions CSV writes it. */
export interface TransactionCsvEntry {
  createdAt: Date;
  type: LedgerType;
  /** The payment, payout or order it names; null when it names nothing shown to authors. */
  reference: string | null;
  amount: Cents;
  status: 'pending' | 'complete' | 'cancelled' | 'failed';
  /** The balance once this movement is counted (every earlier one too). */
  balanceAfter: Cents;
}

/**
 * One row of the transactions CSV: the date and time in South African time
 * (`2026-11-21 10:45`), the type as the Transactions page names it, amounts in rand with two
 * decimals and no thousands separator (`1234.50`, `-250.00`).
 */
export function transactionCsvRow(entry: TransactionCsvEntry): CsvCell[] {
  return [
    formatIsoDateTime(entry.createdAt),
    LEDGER_TYPE_LABELS[entry.type],
    entry.reference,
    centsToDecimal(entry.amount),
    entry.status,
    centsToDecimal(entry.balanceAfter),
  ];
}
