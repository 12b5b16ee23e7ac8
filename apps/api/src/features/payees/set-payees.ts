import { type PayeeEntry, payeeEmail, payeeListProblems } from '@pod-portal/domain';
import { and, eq, isNull, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookPayees, books, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/api-error.ts';
import { currentPayees, releaseHeldRoyalties } from './payee-royalties.ts';

/** The answer for a book that is not the author's (or not there). */
export const NO_BOOK = 'There is no such book';

const samePayees = (
  current: readonly (typeof bookPayees.$inferSelect)[],
  next: readonly (PayeeEntry & { shareBasisPoints: number })[],
) =>
  current.length === next.length &&
  current.every((row, index) => {
    const payee = next[index];
    return (
      payee !== undefined &&
      row.name === payee.name.trim() &&
      row.email === payeeEmail(payee.email) &&
      row.role === payee.role &&
      row.shareBasisPoints === payee.shareBasisPoints
    );
  });

/**
 * Sets the payees the author shares a book's royalty with. The same list again changes
 * nothing; any other supersedes the current payees and invites every one of the new list
 * (a new version, to be signed again by those who had accepted), in one transaction with the
 * invitation emails. A list every payee of which accepted (only an empty one, here) releases
 * the book's held royalties to the author.
 */
export async function setPayees(
  app: FastifyInstance,
  authorId: number,
  bookId: number,
  payees: readonly PayeeEntry[],
): Promise<void> {
  const [author] = await app.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, authorId));
  if (!author) throw notFound(NO_BOOK);
  const { problems, shares } = payeeListProblems(payees, author.email);
  const [first] = problems;
  if (first)
    throw badRequest(
      first.message,
      problems.map((problem) => ({
        field: problem.index === null ? 'payees' : `payees/${problem.index}/${problem.field}`,
        message: problem.message,
      })),
    );
  const next = payees.map((payee, index) => ({ ...payee, shareBasisPoints: shares[index] ?? 0 }));
  await app.jobs.transaction(async (tx, send) => {
    const [book] = await tx
      .select({ id: books.id })
      .from(books)
      .where(and(eq(books.id, bookId), eq(books.userId, authorId), eq(books.archived, false)))
      .for('update');
    if (!book) throw notFound(NO_BOOK);
    const current = (await currentPayees(tx, [bookId])).get(bookId) ?? [];
    if (samePayees(current, next)) return;
    const [latest] = await tx
      .select({ version: max(bookPayees.version) })
      .from(bookPayees)
      .where(eq(bookPayees.bookId, bookId));
    await tx
      .update(bookPayees)
      .set({ supersededAt: new Date() })
      .where(and(eq(bookPayees.bookId, bookId), isNull(bookPayees.supersededAt)));
    if (next.length > 0) {
      const invited = await tx
        .insert(bookPayees)
        .values(
          next.map((payee) => ({
            bookId,
            version: (latest?.version ?? 0) + 1,
            name: payee.name.trim(),
            email: payeeEmail(payee.email),
            role: payee.role,
            shareBasisPoints: payee.shareBasisPoints,
          })),
        )
        .returning({ id: bookPayees.id });
      for (const row of invited) await send('payee-invitation-email', { payeeId: row.id });
    }
    await releaseHeldRoyalties(tx, bookId, authorId);
  });
}
