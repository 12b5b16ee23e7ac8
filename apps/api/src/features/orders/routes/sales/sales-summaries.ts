import { centsToAmount } from '@pod-portal/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { books, orders } from '../../../../db/schema/index.ts';

const total = (expression: SQL, where: SQL) =>
  sql<number>`coalesce(sum(${expression}) filter (where ${where}), 0)`.mapWith(Number);

const sold = sql`${orders.outcome} <> 'cancelled'`;
const returned = sql`${orders.outcome} = 'returned'`;
const royalty = sql`${orders.quantity} * ${orders.unitRoyaltyCents}`;

/** What every summary adds up over its order lines (cents), per book or per month. */
const salesTotals = {
  quantity: total(sql`${orders.quantity}`, sold),
  returned: total(sql`${orders.quantity}`, returned),
  revenueCents: total(sql`${orders.sellingPriceCents}`, sold),
  royaltyCents: total(royalty, sold),
  returnedRoyaltyCents: total(royalty, returned),
};

type SalesTotals = { [Key in keyof typeof salesTotals]: number };

/** The answer's figures: rand, and `profit` the royalty kept once returns are taken off. */
const figures = (row: SalesTotals) => ({
  quantity: row.quantity,
  returned: row.returned,
  total_revenue: centsToAmount(row.revenueCents),
  total_royalties: centsToAmount(row.royaltyCents),
  profit: centsToAmount(row.royaltyCents - row.returnedRoyaltyCents),
});

/**
 * One sales summary per book of the user that sold (or of the one book asked for), derived
 * from its order lines. Cancelled lines never sold. `quantity`, `total_revenue` and
 * `total_royalties` count every unit sold, returned ones included; `returned` counts the
 * units sent back, and `profit` is the royalty the author keeps once returns are taken off.
 */
export async function salesSummaries(db: Db, userId: number, bookId?: number) {
  const rows = await db
    .select({
      bookId: books.id,
      bookTitle: books.bookTitle,
      ...salesTotals,
    })
    .from(orders)
    .innerJoin(books, eq(books.id, orders.bookId))
    .where(and(eq(books.userId, userId), bookId === undefined ? undefined : eq(books.id, bookId)))
    .groupBy(books.id, books.bookTitle)
    .having(sql`count(*) filter (where ${sold}) > 0`)
    .orderBy(asc(books.id));
  return rows.map((row) => ({ book_id: row.bookId, book_title: row.bookTitle, ...figures(row) }));
}

// Orders are dated in South African time (UTC+2 all year, no daylight saving).
const saMonth = sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + interval '2 hours', 'YYYY-MM')`;

/**
 * The user's sales per calendar month (South African time), oldest first, for the sales
 * chart and the payout estimate: the same totals as `salesSummaries`, over all their books.
 */
export async function salesByMonth(db: Db, userId: number) {
  const rows = await db
    .select({
      month: saMonth,
      ...salesTotals,
    })
    .from(orders)
    .innerJoin(books, eq(books.id, orders.bookId))
    .where(eq(books.userId, userId))
    .groupBy(saMonth)
    .having(sql`count(*) filter (where ${sold}) > 0`)
    .orderBy(asc(saMonth));
  return rows.map((row) => ({ month: row.month, ...figures(row) }));
}
