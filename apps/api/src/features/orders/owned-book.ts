import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { books } from '../../db/schema/index.ts';

/** The user's book record with this id, or undefined (someone else's book is not found). */
export async function ownedBook(db: Db, userId: number, bookId: number) {
  const [book] = await db
    .select({ id: books.id, bookTitle: books.bookTitle })
    .from(books)
    .where(and(eq(books.id, bookId), eq(books.userId, userId)));
  return book;
}
