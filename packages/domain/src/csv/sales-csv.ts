import { BOOK_FORMAT_LABELS, type BookFormat } from '../catalogue/book-formats.ts';
import type { Cents } from '../money/cents.ts';
import { centsToDecimal } from '../money/format-money.ts';
import { formatIsoDateTime } from '../reference/format-date.ts';
import type { CsvCell } from './csv-export.ts';

/** The sales CSV's columns, in order. */
export const SALES_CSV_COLUMNS = [
  'Order date',
  'Order reference',
  'Book title',
  'ISBN',
  'Format',
  'Market',
  'Quantity',
  'Price',
  'Royalty',
  'Status',
] as const;

const MARKET_LABELS = { local: 'Local', international: 'International' } as const;

/** One order line of one of the author's books, as the sales CSV writes it. */
export interface SaleCsvLine {
  orderedAt: Date;
  /** The marketplace's order number. */
  orderId: number;
  bookTitle: string;
  isbn: string | null;
  format: BookFormat;
  market: keyof typeof MARKET_LABELS;
  quantity: number;
  /** What the customer paid for the line, all copies. */
  price: Cents;
  /** The royalty the line credited to the balance: none once returned or cancelled. */
  royalty: Cents;
  /** The marketplace's status ('Shipped to Customer', 'Returned'...). */
  status: string;
}

/**
 * One row of the sales CSV: the order date in South African time, amounts in rand with two
 * decimals and no thousands separator (`250.00`).
 */
export function saleCsvRow(line: SaleCsvLine): CsvCell[] {
  return [
    formatIsoDateTime(line.orderedAt),
    line.orderId,
    line.bookTitle,
    line.isbn,
    BOOK_FORMAT_LABELS[line.format],
    MARKET_LABELS[line.market],
    line.quantity,
    centsToDecimal(line.price),
    centsToDecimal(line.royalty),
    line.status,
  ];
}
