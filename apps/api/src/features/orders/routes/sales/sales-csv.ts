import {
  csvRecord,
  EXCEL_UTF8_BOM,
  type ExportRange,
  exportRangeInstants,
  SALES_CSV_COLUMNS,
  saleCsvRow,
} from '@pod-portal/domain';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { books, orders } from '../../../../db/schema/index.ts';
import { afterTimeKey, pagesByTimeKey, timeKeyText } from '../../../../db/time-keyset.ts';

/**
 * The sales CSV of the user's books in `range` (`exportSalesCsv`): every order line, oldest
 * first, one chunk per page of lines read (the first with the byte order mark and the header).
 * A line's royalty is what it credited to the balance, so the column adds up to the profit
 * the sales summaries answer and to the ledger's royalties.
 */
export async function* salesCsv(db: Db, userId: number, range: ExportRange) {
  const { start, end } = exportRangeInstants(range);
  let chunk = EXCEL_UTF8_BOM + csvRecord(SALES_CSV_COLUMNS);
  const pages = pagesByTimeKey((after, limit) =>
    db
      .select({
        id: orders.id,
        keyAt: timeKeyText(orders.createdAt),
        orderedAt: orders.createdAt,
        orderId: orders.orderId,
        bookTitle: books.bookTitle,
        isbn: books.isbn,
        format: books.formatType,
        market: books.region,
        quantity: orders.quantity,
        price: orders.sellingPriceCents,
        royalty: orders.royaltyCreditedCents,
        status: orders.saleStatus,
      })
      .from(orders)
      .innerJoin(books, eq(books.id, orders.bookId))
      .where(
        and(
          eq(books.userId, userId),
          start && gte(orders.createdAt, start),
          end && lt(orders.createdAt, end),
          afterTimeKey(orders.createdAt, orders.id, after),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(limit),
  );
  for await (const lines of pages) {
    for (const line of lines) chunk += csvRecord(saleCsvRow(line));
    yield chunk;
    chunk = '';
  }
  if (chunk !== '') yield chunk;
}
