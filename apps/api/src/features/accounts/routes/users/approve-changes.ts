import { changesPayoutDestination, EMAIL_EXISTS_MESSAGE, SUCCESS } from '@pod-portal/domain';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../../db/client.ts';
import { bookRenewals, books, users } from '../../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../../http/api-error.ts';
import { sealText } from '../../../../lib/sealed-text.ts';
import { currentUser, revokeUserSessions } from '../../../auth/index.ts';
import { openedMisc } from '../../opened-misc.ts';
import { readPendingChanges } from '../../pending-changes.ts';

/**
 * Marks every live book of the user whose contract is signed (past the quote: a stage beyond
 * getquote or a status other than quote) as needing re-signing (`book_renewals`).
 */
async function markSignedBooksForRenewal(db: Db, userId: number): Promise<void> {
  await db
    .insert(bookRenewals)
    .select(
      db
        .select({ bookId: books.id, requestedAt: sql<Date>`now()`.as('requested_at') })
        .from(books)
        .where(
          and(
            eq(books.userId, userId),
            eq(books.archived, false),
            or(ne(books.status, 'quote'), ne(books.bookStage, 'getquote')),
          ),
        ),
    )
    .onConflictDoNothing();
}

/**
 * PUT /user/userapproved: the user approves the changes an admin prepared (admin_confirmation
 * 1). They become the profile and bank details, the flags return to 0, an active user must
 * re-sign their contracts (user_status 2, their signed books marked for renewal, in the same
 * transaction), and every session ends. New bank details that send money elsewhere hold
 * payouts for 7 days, and the address the account had is asked to confirm the change. 404 when nothing is pending or the id is not the
 * caller's.
 */
const approveChanges: FastifyPluginAsync = async (app) => {
  app.put<{ Body: { id: number } }>('/user/userapproved', async (request) => {
    const { id } = currentUser(request);
    if (request.body.id !== id) throw notFound();
    const [user] = await app.db.select().from(users).where(eq(users.id, id));
    const key = app.config.dataKey;
    const pending = readPendingChanges(key, user?.pendingChanges ?? null);
    if (user?.adminConfirmation !== 1 || !pending) throw notFound();

    const changes = pending.pendingUserChanges ?? {};
    const email = changes.userEmail?.trim().toLowerCase() || user.email;
    const [taken] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, id)));
    if (taken)
      throw badRequest(EMAIL_EXISTS_MESSAGE, [
        { field: 'userEmail', message: EMAIL_EXISTS_MESSAGE },
      ]);
    const misc = openedMisc(key, user.misc);
    const mustResign = user.userStatus !== 0;
    const bankInfo = (value: unknown) =>
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
    const moved = changesPayoutDestination(bankInfo(misc.bankInfo), bankInfo(pending.bankInfo));
    await app.jobs.transaction(async (tx, send) => {
      await tx
        .update(users)
        .set({
          nameFirst: changes.name_first ?? user.nameFirst,
          nameLast: changes.name_last ?? user.nameLast,
          phoneMain: changes.phone_main ?? user.phoneMain,
          email,
          ...(user.username === user.email && { username: email }),
          misc: sealText(
            key,
            JSON.stringify({ ...misc, bankInfo: pending.bankInfo ?? misc.bankInfo }),
          ),
          pendingChanges: null,
          adminConfirmation: 0,
          userConfirmation: 0,
          userStatus: mustResign ? 2 : 0,
          ...(moved && { bankChangedAt: new Date(), bankChangeConfirmedAt: null }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
      if (mustResign) await markSignedBooksForRenewal(tx, id);
      // Payouts now wait: the address the account had before the change is asked to confirm it.
      if (moved) await send('email', { template: 'bank-changed', userId: id, to: user.email });
    });
    await revokeUserSessions(app.db, id, 'changes approved');
    request.log.info({ userId: id }, 'pending changes approved');
    return SUCCESS;
  });
};

export default approveChanges;
