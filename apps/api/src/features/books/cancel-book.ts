import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { books } from '../../db/schema/books.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { type BookPairIds, findBookPair } from './find-book-pair.ts';

export type CancelOutcome = 'cancelled' | 'not-found' | 'paid';

/**
 * Cancels (archives) an unpaid book in both markets and, in the same transaction, takes its
 * items out of the cart. Cancelling a cancelled book changes nothing and succeeds; a paid book
 * cannot be cancelled. The records are locked while checked, so a payment landing at the same
 * moment cannot be lost.
 */
export function cancelBook(db: Db, userId: number, ids: BookPairIds): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const pair = await findBookPair(tx, userId, ids, { forUpdate: true });
    if (!pair) return 'not-found';
    if (pair.some((book) => book.isPaid)) return 'paid';
    const [first] = pair;
    if (first) {
      await tx
        .update(books)
        .set({ archived: true, updatedAt: sql`now()` })
        .where(and(eq(books.userId, userId), eq(books.quoteId, first.quoteId)));
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.quoteId, first.quoteId)));
    }
    return 'cancelled';
  });
}
