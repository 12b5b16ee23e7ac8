import {
  hasStatementActivity,
  type RoyaltyStatement,
  royaltyStatement,
  type StatementMonth,
  type StatementSaleLine,
  statementMonthBounds,
} from '@pod-portal/domain';
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceEntries, books, orders, royaltyStatements, users } from '../../db/schema/index.ts';

/** How a book record's format and market read on a statement. */
const FORMAT_NAMES = { print: 'Print', ebook: 'Ebook', audiobook: 'Audiobook' } as const;
const CHANNEL_NAMES = { local: 'Local marketplace', international: 'International marketplace' };

/**
 * The author's statement of `month` from their ledger: the balance before the month, the rows
 * of the month, and for each royalty row the order line it was credited for (its book's title,
 * format and market, and the units: the row's amount over the line's royalty per unit).
 */
async function authorStatement(
  db: Db,
  userId: number,
  month: StatementMonth,
): Promise<RoyaltyStatement> {
  const { start, end } = statementMonthBounds(month);
  const [before] = await db
    .select({ total: sql<string>`coalesce(sum(${balanceEntries.amountCents}), 0)` })
    .from(balanceEntries)
    .where(and(eq(balanceEntries.userId, userId), lt(balanceEntries.createdAt, start)));
  const rows = await db
    .select({
      id: balanceEntries.id,
      at: balanceEntries.createdAt,
      kind: balanceEntries.kind,
      amount: balanceEntries.amountCents,
      reference: balanceEntries.reference,
      bookTitle: books.bookTitle,
      format: books.formatType,
      region: books.region,
      unitRoyalty: orders.unitRoyaltyCents,
    })
    .from(balanceEntries)
    .leftJoin(orders, eq(orders.id, balanceEntries.orderLineId))
    // Only a line of the author's own book explains their row.
    .leftJoin(books, and(eq(books.id, orders.bookId), eq(books.userId, balanceEntries.userId)))
    .where(
      and(
        eq(balanceEntries.userId, userId),
        gte(balanceEntries.createdAt, start),
        lt(balanceEntries.createdAt, end),
      ),
    )
    .orderBy(asc(balanceEntries.createdAt), asc(balanceEntries.id));
  const saleLines = rows.flatMap((row): StatementSaleLine[] =>
    row.bookTitle && row.format && row.region && row.unitRoyalty
      ? [
          {
            entryId: row.id,
            bookTitle: row.bookTitle,
            format: FORMAT_NAMES[row.format],
            channel: CHANNEL_NAMES[row.region],
            units: Math.round(Math.abs(row.amount) / row.unitRoyalty),
          },
        ]
      : [],
  );
  return royaltyStatement({
    month,
    openingBalance: Number(before?.total ?? 0),
    rows: rows.map(({ id, at, kind, amount, reference }) => ({ id, at, kind, amount, reference })),
    saleLines,
  });
}

/**
 * Makes `month`'s statement of every author with a ledger row of the month or a balance
 * carried into it (others have nothing to state), once: an author stated before keeps their
 * statement. Answers how many were made now.
 */
export async function makeMonthStatements(db: Db, month: StatementMonth): Promise<number> {
  const { end } = statementMonthBounds(month);
  const authors = await db
    .selectDistinct({ userId: balanceEntries.userId })
    .from(balanceEntries)
    .innerJoin(users, eq(users.id, balanceEntries.userId))
    .where(and(eq(users.role, 'author'), lt(balanceEntries.createdAt, end)))
    .orderBy(balanceEntries.userId);
  let made = 0;
  for (const { userId } of authors) {
    const statement = await authorStatement(db, userId, month);
    if (!hasStatementActivity(statement)) continue;
    const [row] = await db
      .insert(royaltyStatements)
      .values({
        userId,
        month,
        openingCents: statement.openingBalance,
        closingCents: statement.closingBalance,
        statement,
      })
      .onConflictDoNothing()
      .returning({ id: royaltyStatements.id });
    if (row) made += 1;
  }
  return made;
}

/** The ids of `month`'s statements not emailed yet, in the order they were made. */
export async function unsentStatements(db: Db, month: StatementMonth): Promise<number[]> {
  const rows = await db
    .select({ id: royaltyStatements.id })
    .from(royaltyStatements)
    .where(and(eq(royaltyStatements.month, month), isNull(royaltyStatements.emailedAt)))
    .orderBy(royaltyStatements.id);
  return rows.map((row) => row.id);
}
