import { toCsv } from '../csv/csv-export.ts';
import { centsToDecimal } from '../money/format-money.ts';
import { type RoyaltyStatement, STATEMENT_SECTION_NAMES } from './royalty-statement.ts';

/** The columns of a statement's CSV, in order. */
export const STATEMENT_CSV_COLUMNS = [
  'Date',
  'Section',
  'Description',
  'Book',
  'Format',
  'Channel',
  'Units',
  'Amount',
  'Balance',
] as const;

/**
 * A statement as one spreadsheet table: the opening balance, every row of the month with the
 * balance after it (a royalty's book, format, channel and units beside it), and the closing
 * balance; amounts in rand with two decimals and no thousands separator (`1234.50`, `-80.00`).
 * RFC 4180 CSV, as `toCsv` writes it.
 */
export function royaltyStatementCsv(statement: RoyaltyStatement): string {
  const opening = centsToDecimal(statement.openingBalance);
  const closing = centsToDecimal(statement.closingBalance);
  return toCsv([
    STATEMENT_CSV_COLUMNS,
    ['', '', `Opening balance ${statement.month}`, '', '', '', '', '', opening],
    ...statement.lines.map((line) => [
      line.date,
      STATEMENT_SECTION_NAMES[line.section],
      line.description,
      line.sale?.bookTitle ?? '',
      line.sale?.format ?? '',
      line.sale?.channel ?? '',
      line.sale ? String(line.sale.units) : '',
      centsToDecimal(line.amount),
      centsToDecimal(line.balance),
    ]),
    ['', '', `Closing balance ${statement.month}`, '', '', '', '', '', closing],
  ]);
}
