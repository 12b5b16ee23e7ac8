import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookRenewals, books, users } from '../../db/schema/index.ts';

/**
 * Marks a book's contract as needing re-signing (`on`: its owner, if active, is asked to
 * re-sign: `user_status` 2) or clears the mark (`off`). Answers the book, or undefined when
 * there is no such book.
 */
export function setRenewal(db: Db, bookId: number, on: boolean) {
  return db.transaction(async (tx) => {
    const [book] = await tx
      .select({
        id: books.id,
        userId: books.userId,
        bookTitle: books.bookTitle,
        region: books.region,
      })
      .from(books)
      .where(eq(books.id, bookId));
    if (!book) return undefined;
    if (!on) {
      await tx.delete(bookRenewals).where(eq(bookRenewals.bookId, bookId));
      return book;
    }
    await tx.insert(bookRenewals).values({ bookId }).onConflictDoNothing();
    await tx
      .update(users)
      .set({ userStatus: 2, updatedAt: new Date() })
      .where(and(eq(users.id, book.userId), eq(users.userStatus, 1)));
    return book;
  });
}
