import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ContractStateError, signBooks } from '../../contracts/sign-books.ts';
import { bookRenewals, books, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors/api-error.ts';
import { lockedBooks, profileOf } from './book-signings.ts';
import { type DrawnSigning, signingParty } from './signing-party.ts';

/**
 * Re-signs one book whose contract changed (staff marked it): a new contract version. The
 * mark is cleared in the same transaction; when none of the author's books is left to
 * re-sign, the account is active again (`user_status` 1).
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
  const [book] = await app.db
    .select()
    .from(books)
    .where(
      and(
        eq(books.id, bookId),
        eq(books.userId, party.userId),
        eq(books.region, isInternational === 1 ? 'international' : 'local'),
      ),
    );
  if (!book) throw notFound();
  const marked = async () =>
    (await app.db.select().from(bookRenewals).where(eq(bookRenewals.bookId, bookId))).length > 0;
  const alreadyDone = 'The contract for this book does not need to be re-signed';
  if (!(await marked())) throw new ContractStateError(alreadyDone);
  await signBooks(app, {
    kind: 'renewal',
    party,
    books: [book],
    profile: await profileOf(app, party.userId),
    claim: async (tx) => {
      await lockedBooks(tx, [bookId]);
      const cleared = await tx
        .delete(bookRenewals)
        .where(eq(bookRenewals.bookId, bookId))
        .returning({ bookId: bookRenewals.bookId });
      if (cleared.length === 0) throw new ContractStateError(alreadyDone);
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
