import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { bookRenewals, books, users } from '../../../../db/schema/index.ts';

/**
 * The user's books whose contract must be re-signed (staff marked them; cancelled books are
 * left out), in the contract's `RenewalBook` shape. When none are left, a user waiting to
 * re-sign (`user_status` 2) is active again (1).
 */
export async function renewalBooks(db: Db, userId: number) {
  const rows = await db
    .select({
      id: books.id,
      bookTitle: books.bookTitle,
      region: books.region,
      contractFile: books.contractFile,
    })
    .from(bookRenewals)
    .innerJoin(books, eq(books.id, bookRenewals.bookId))
    .where(and(eq(books.userId, userId), eq(books.archived, false)))
    .orderBy(asc(bookRenewals.requestedAt), asc(books.id));
  if (rows.length === 0) {
    await db
      .update(users)
      .set({ userStatus: 1, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.userStatus, 2)));
  }
  return rows.map((row) => ({
    id: row.id,
    book_title: row.bookTitle,
    is_international: row.region === 'international' ? 1 : 0,
    contractInfo:
      row.contractFile === null ? null : `/user/getfile/${encodeURIComponent(row.contractFile)}`,
  }));
}
