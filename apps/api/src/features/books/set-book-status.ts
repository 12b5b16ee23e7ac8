import type { BookStatus } from '@pod-portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { books } from '../../db/schema/books.ts';

/** Sets one book record's status (an operator's decision); null when there is no such record. */
export async function setBookStatus(
  db: Db,
  bookId: number,
  status: BookStatus,
): Promise<{ title: string; region: string; previous: string; userId: number } | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        title: books.bookTitle,
        region: books.region,
        status: books.status,
        userId: books.userId,
      })
      .from(books)
      .where(eq(books.id, bookId))
      .for('update');
    if (!current) return null;
    await tx.update(books).set({ status, updatedAt: sql`now()` }).where(eq(books.id, bookId));
    return {
      title: current.title,
      region: current.region,
      previous: current.status,
      userId: current.userId,
    };
  });
}
