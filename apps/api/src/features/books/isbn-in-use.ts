import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotes } from '../../db/schema/books.ts';

/** Whether any book (any user's) has this ISBN; the quote holds it for both market records. */
export async function isbnInUse(db: Db, isbn: string): Promise<boolean> {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(eq(quotes.isbn, isbn))
    .limit(1);
  return row !== undefined;
}
