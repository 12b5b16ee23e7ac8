import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotes } from '../../db/schema/books.ts';

/** The genre (BISAC code) a book was quoted with, so a resumed wizard can restore it. */
export async function quoteGenre(db: Db, quoteId: number): Promise<string | null> {
  const [quote] = await db
    .select({ genre: sql<string | null>`${quotes.specs}->>'genre'` })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  return quote?.genre ?? null;
}
