import {
  csvRecord,
  EXCEL_UTF8_BOM,
  type ExportRange,
  exportRangeInstants,
  TRANSACTIONS_CSV_COLUMNS,
  transactionCsvRow,
} from '@pod-portal/domain';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { balanceEntries } from '../../../../db/schema/index.ts';
import { afterTimeKey, pagesByTimeKey, timeKeyText } from '../../../../db/time-keyset.ts';
import { ledgerType } from '../../../ledger/index.ts';
import { payoutStatuses, shownReference } from './ledger.ts';

/** The user's balance before `start`: every movement dated earlier. */
async function balanceBefore(db: Db, userId: number, start: Date | undefined) {
  if (!start) return 0;
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${balanceEntries.amountCents}), 0)`.mapWith(Number) })
    .from(balanceEntries)
    .where(and(eq(balanceEntries.userId, userId), lt(balanceEntries.createdAt, start)));
  return row?.cents ?? 0;
}

/**
 * The transactions CSV of the user's ledger in `range` (`exportTransactionsCsv`), oldest
 * first, one chunk per page of rows read (the first with the byte order mark and the header):
 * the balance after each row carried on from the balance before the range, in the order the
 * Transactions page sums it (time, then id).
 */
export async function* ledgerCsv(db: Db, userId: number, range: ExportRange) {
  const { start, end } = exportRangeInstants(range);
  let balance = await balanceBefore(db, userId, start);
  let chunk = EXCEL_UTF8_BOM + csvRecord(TRANSACTIONS_CSV_COLUMNS);
  const pages = pagesByTimeKey((after, limit) =>
    db
      .select({
        id: balanceEntries.id,
        keyAt: timeKeyText(balanceEntries.createdAt),
        createdAt: balanceEntries.createdAt,
        kind: balanceEntries.kind,
        amountCents: balanceEntries.amountCents,
        reference: balanceEntries.reference,
      })
      .from(balanceEntries)
      .where(
        and(
          eq(balanceEntries.userId, userId),
          start && gte(balanceEntries.createdAt, start),
          end && lt(balanceEntries.createdAt, end),
          afterTimeKey(balanceEntries.createdAt, balanceEntries.id, after),
        ),
      )
      .orderBy(asc(balanceEntries.createdAt), asc(balanceEntries.id))
      .limit(limit),
  );
  for await (const rows of pages) {
    const statuses = await payoutStatuses(
      db,
      rows.flatMap((row) => (row.kind === 'payout' ? [row.id] : [])),
    );
    for (const row of rows) {
      balance += row.amountCents;
      chunk += csvRecord(
        transactionCsvRow({
          createdAt: row.createdAt,
          type: ledgerType(row.kind, row.amountCents),
          reference: shownReference(row),
          amount: row.amountCents,
          status: statuses.get(row.id) ?? 'complete',
          balanceAfter: balance,
        }),
      );
    }
    yield chunk;
    chunk = '';
  }
  if (chunk !== '') yield chunk;
}
