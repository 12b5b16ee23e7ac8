import { authorShare, splitRoyalty } from '@pod-portal/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceEntries, bookPayees, books, heldRoyalties } from '../../db/schema/index.ts';
import { statementChunks } from '../../db/statement-chunks.ts';

/** A royalty (positive) or its return (negative) an order line moves for its book. */
export interface RoyaltyMove {
  bookId: number;
  ownerId: number;
  orderLineId: number;
  reference: string;
  amountCents: number;
}

type LedgerValues = typeof balanceEntries.$inferInsert;
type HeldValues = typeof heldRoyalties.$inferInsert;
type Payee = Pick<typeof bookPayees.$inferSelect, 'status' | 'userId' | 'shareBasisPoints'>;

/** The books' current payees (those not superseded), in the order they were invited. */
export async function currentPayees(tx: Db, bookIds: readonly number[]) {
  if (bookIds.length === 0) return new Map<number, (typeof bookPayees.$inferSelect)[]>();
  const rows = await tx
    .select()
    .from(bookPayees)
    .where(and(inArray(bookPayees.bookId, [...bookIds]), isNull(bookPayees.supersededAt)))
    .orderBy(asc(bookPayees.id));
  const byBook = new Map<number, (typeof bookPayees.$inferSelect)[]>();
  for (const row of rows) byBook.set(row.bookId, [...(byBook.get(row.bookId) ?? []), row]);
  return byBook;
}

const everyoneAccepted = (payees: readonly Payee[]) =>
  payees.every((payee) => payee.status === 'accepted' && payee.userId !== null);

/**
 * The ledger rows of one move: the author's alone, or one per payee split by their shares
 * (`splitRoyalty`, the author first with the rest of the royalty), each naming the order.
 * A payee whose part rounds to nothing gets no row.
 */
function splitEntries(move: RoyaltyMove, payees: readonly Payee[]): LedgerValues[] {
  const shares = payees.map((payee) => payee.shareBasisPoints);
  const recipients = [move.ownerId, ...payees.map((payee) => payee.userId ?? move.ownerId)];
  const parts = splitRoyalty(move.amountCents, [authorShare(shares), ...shares]);
  return parts.flatMap((part, index) =>
    part === 0
      ? []
      : [
          {
            userId: recipients[index] ?? move.ownerId,
            amountCents: part,
            kind: part > 0 ? ('royalty' as const) : ('royalty-return' as const),
            reference: move.reference,
            orderLineId: move.orderLineId,
          },
        ],
  );
}

/**
 * Where each move goes: to the ledger, split over the book's payees when every one of them
 * has accepted (the author's alone when the book has none), or held for the book while one
 * has not. Reads the books' payees under a share lock, so an acceptance that releases a
 * book's held royalties waits for this import, or this import for it.
 */
export async function routeRoyalties(tx: Db, moves: readonly RoyaltyMove[]) {
  const bookIds = [...new Set(moves.map((move) => move.bookId))];
  if (bookIds.length > 0)
    await tx.select({ id: books.id }).from(books).where(inArray(books.id, bookIds)).for('share');
  const payeesOf = await currentPayees(tx, bookIds);
  const entries: LedgerValues[] = [];
  const held: HeldValues[] = [];
  for (const move of moves) {
    const payees = payeesOf.get(move.bookId) ?? [];
    if (everyoneAccepted(payees)) entries.push(...splitEntries(move, payees));
    else
      held.push({
        bookId: move.bookId,
        orderLineId: move.orderLineId,
        reference: move.reference,
        amountCents: move.amountCents,
      });
  }
  return { entries, held };
}

/**
 * Releases a book's held royalties once every current payee has accepted (or none is left):
 * each held move is split to the payees' balances as an imported one would be, in the
 * caller's transaction, which holds the book's row locked.
 */
export async function releaseHeldRoyalties(tx: Db, bookId: number, ownerId: number) {
  const payees = (await currentPayees(tx, [bookId])).get(bookId) ?? [];
  if (!everyoneAccepted(payees)) return;
  const released = await tx
    .update(heldRoyalties)
    .set({ releasedAt: new Date() })
    .where(and(eq(heldRoyalties.bookId, bookId), isNull(heldRoyalties.releasedAt)))
    .returning();
  const entries = released
    .sort((a, b) => a.id - b.id)
    .flatMap((row) =>
      splitEntries(
        {
          bookId,
          ownerId,
          orderLineId: row.orderLineId,
          reference: row.reference,
          amountCents: row.amountCents,
        },
        payees,
      ),
    );
  for (const chunk of statementChunks(entries)) await tx.insert(balanceEntries).values(chunk);
}
