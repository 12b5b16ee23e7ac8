import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotes } from '../../db/schema/books.ts';
import { type BookPairIds, findBookPair } from './find-book-pair.ts';

export type DeleteOutcome = 'deleted' | 'not-found' | 'paid' | 'not-cancelled';

/**
 * Deletes a cancelled, unpaid book: its quote, and with it (cascade) both market records and
 * whatever refers to them. Deleting the quote also frees its ISBN.
 */
export function deleteBook(db: Db, userId: number, ids: BookPairIds): Promise<DeleteOutcome> {
  return db.transaction(async (tx) => {
    const pair = await findBookPair(tx, userId, ids, { forUpdate: true });
    const [first] = pair ?? [];
    if (!pair || !first) return 'not-found';
    if (pair.some((book) => book.isPaid)) return 'paid';
    if (!pair.every((book) => book.archived)) return 'not-cancelled';
    await tx.delete(quotes).where(and(eq(quotes.id, first.quoteId), eq(quotes.userId, userId)));
    return 'deleted';
  });
}
