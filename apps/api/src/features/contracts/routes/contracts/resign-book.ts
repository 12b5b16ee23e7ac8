import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookRenewals, books, EMPTY_SCHEDULE, users } from '../../../../db/schema/index.ts';
import { notFound } from '../../../../http/api-error.ts';
import { findBookPair } from '../../../books/index.ts';
import { ContractStateError, latestAgreement, signBooks } from '../../sign-books.ts';
import { type DrawnSigning, signingParty } from '../../signing-party.ts';
import { lockedBooks, profileOf } from './book-signings.ts';

/**
 * Re-signs the agreement of a book whose contract changed (staff marked it): a new contract
 * version of the whole agreement, the same book records (both markets of a book sold in
 * both), authors, contributors and appendix as the version before, with the book and profile
 * records as they are now. The marks of all the records it covers are cleared in the same
 * transaction; when none of the author's books is left to re-sign, the account is active
 * again (`user_status` 1).
 */
export async function resignBook(
  app: FastifyInstance,
  request: FastifyRequest<{
    Params: { bookId: number; isInternational: 0 | 1 };
    Body: DrawnSigning;
  }>,
): Promise<void> {
  const party = signingParty(request, request.body);
  const { bookId, isInternational } = request.params;
  const pair = await findBookPair(app.db, party.userId, {
    localBookId: isInternational === 1 ? 0 : bookId,
    internationalBookId: isInternational === 1 ? bookId : 0,
  });
  if (!pair) throw notFound();
  const marked = async () =>
    (await app.db.select().from(bookRenewals).where(eq(bookRenewals.bookId, bookId))).length > 0;
  const alreadyDone = 'The contract for this book does not need to be re-signed';
  if (!(await marked())) throw new ContractStateError(alreadyDone);
  const agreement = await latestAgreement(app.db, bookId);
  // A book staff moved on without a signing has no agreement yet: its records are signed.
  const covered = agreement
    ? agreement.bookIds.flatMap((id) => pair.filter((row) => row.id === id))
    : pair;
  await signBooks(app, {
    kind: 'renewal',
    party,
    books: covered,
    profile: await profileOf(app, party.userId),
    schedule: agreement?.schedule ?? EMPTY_SCHEDULE,
    claim: async (tx) => {
      const ids = covered.map((row) => row.id);
      await lockedBooks(tx, ids);
      const cleared = await tx
        .delete(bookRenewals)
        .where(inArray(bookRenewals.bookId, ids))
        .returning({ bookId: bookRenewals.bookId });
      if (!cleared.some((row) => row.bookId === bookId)) throw new ContractStateError(alreadyDone);
      await tx
        .update(users)
        .set({ userStatus: 1, updatedAt: new Date() })
        .where(
          and(
            eq(users.id, party.userId),
            eq(users.userStatus, 2),
            sql`not exists (select 1 from ${bookRenewals} join ${books} on ${books.id} = ${bookRenewals.bookId}
              where ${books.userId} = ${party.userId} and ${books.archived} = false)`,
          ),
        );
    },
  });
}
