import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { books } from '../../db/schema/books.ts';
import type { BookRow } from './list-user-books.ts';

/** The ids a book is addressed by: its local and international record (0 when not sold there). */
export interface BookPairIds {
  localBookId: number;
  internationalBookId: number;
}

/**
 * The quote (book) a pair of ids addresses: each given id must be that user's record in that
 * market, both of the same quote. Null otherwise, which the routes answer as 404 whether the
 * book is missing or someone else's. One query: uploads ask it for every chunk.
 */
export async function addressedQuoteId(
  db: Db,
  userId: number,
  ids: BookPairIds,
): Promise<number | null> {
  const wanted = [
    { id: ids.localBookId, region: 'local' },
    { id: ids.internationalBookId, region: 'international' },
  ].filter((entry) => entry.id > 0);
  if (wanted.length === 0) return null;
  const addressed = await db
    .select({ id: books.id, region: books.region, quoteId: books.quoteId })
    .from(books)
    .where(
      and(
        eq(books.userId, userId),
        inArray(
          books.id,
          wanted.map((entry) => entry.id),
        ),
      ),
    );
  const quoteIds = new Set(addressed.map((row) => row.quoteId));
  const [quoteId] = quoteIds;
  const everyIdMatches = wanted.every((entry) =>
    addressed.some((row) => row.id === entry.id && row.region === entry.region),
  );
  return everyIdMatches && quoteIds.size === 1 && quoteId !== undefined ? quoteId : null;
}

/**
 * The records of one of the user's books, addressed by its local and/or international id
 * (`addressedQuoteId`); null when the ids do not address one. Every record of the quote comes
 * back, so actions apply to the book in both markets. `forUpdate` locks them until the
 * transaction ends.
 */
export async function findBookPair(
  db: Db,
  userId: number,
  ids: BookPairIds,
  options: { forUpdate?: boolean } = {},
): Promise<BookRow[] | null> {
  const quoteId = await addressedQuoteId(db, userId, ids);
  if (quoteId === null) return null;
  const query = db
    .select()
    .from(books)
    .where(and(eq(books.userId, userId), eq(books.quoteId, quoteId)))
    .orderBy(asc(books.id));
  return options.forUpdate ? query.for('update') : query;
}
