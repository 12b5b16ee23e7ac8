import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { books } from '../../db/schema/books.ts';

export type BookRow = typeof books.$inferSelect;

/** Every book record of a user, oldest first: the one query behind the Your books page. */
export function listUserBooks(db: Db, userId: number): Promise<BookRow[]> {
  return db.select().from(books).where(eq(books.userId, userId)).orderBy(asc(books.id));
}
