import { Readable } from 'node:stream';
import { shareDeclinedText } from '@pod-portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { bookPayees, books, users } from '../../db/schema/index.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import type { SendJob } from '../../jobs/job-queue.ts';
import { type SigningParty, sealSigningTask } from '../contracts/index.ts';
import { tellAuthor } from '../staff/index.ts';
import { releaseHeldRoyalties } from './payee-royalties.ts';
import { SHARE_AGREEMENT_TITLE, shareAgreementSpec } from './share-agreement.ts';

const NO_SHARE = 'There is no such invitation';
const ANSWERED = 'This invitation was already answered, or the author changed it';

/** A share agreement's PDF is some hundred kilobytes; anything near this is a fault. */
const MAX_AGREEMENT_BYTES = 20 * 1024 * 1024;

/** The user's current invitation `payeeId` (sent to their email address), with its book. */
async function invitationOf(db: Db, userId: number, payeeId: number) {
  const [row] = await db
    .select({
      payee: bookPayees,
      book: { id: books.id, title: books.bookTitle, ownerId: books.userId },
      user: {
        id: users.id,
        email: users.email,
        nameFirst: users.nameFirst,
        nameLast: users.nameLast,
      },
    })
    .from(bookPayees)
    .innerJoin(books, eq(books.id, bookPayees.bookId))
    .innerJoin(users, eq(users.email, bookPayees.email))
    .where(and(eq(bookPayees.id, payeeId), eq(users.id, userId), isNull(bookPayees.supersededAt)));
  if (!row) throw notFound(NO_SHARE);
  if (row.payee.status !== 'invited') throw new ApiError(409, ANSWERED);
  return row;
}

/**
 * Records the answer in one transaction, the book's row locked (so two payees accepting
 * together see each other): only while the invitation is still current and unanswered. The
 * last acceptance releases the book's held royalties.
 */
async function answer(
  tx: Db,
  invitation: Awaited<ReturnType<typeof invitationOf>>,
  values: Partial<typeof bookPayees.$inferInsert>,
): Promise<void> {
  await tx
    .select({ id: books.id })
    .from(books)
    .where(eq(books.id, invitation.book.id))
    .for('update');
  const answered = await tx
    .update(bookPayees)
    .set({ ...values, userId: invitation.user.id, answeredAt: new Date() })
    .where(
      and(
        eq(bookPayees.id, invitation.payee.id),
        eq(bookPayees.status, 'invited'),
        isNull(bookPayees.supersededAt),
      ),
    )
    .returning({ id: bookPayees.id });
  if (answered.length === 0) throw new ApiError(409, ANSWERED);
  await releaseHeldRoyalties(tx, invitation.book.id, invitation.book.ownerId);
}

/**
 * The payee declines their share: the book's royalties stay held until the author changes
 * the payees. The author is told in the same transaction, by email, push and in their support
 * chat.
 */
export async function declineShare(app: FastifyInstance, userId: number, payeeId: number) {
  const invitation = await invitationOf(app.db, userId, payeeId);
  await app.jobs.transaction(async (tx, send) => {
    await answer(tx, invitation, { status: 'declined' });
    await tellDeclined(tx, send, invitation);
  });
}

/** The book's author hears of a declined share by email, push and in their support chat. */
async function tellDeclined(
  tx: Db,
  send: SendJob,
  invitation: Awaited<ReturnType<typeof invitationOf>>,
) {
  const authorId = invitation.book.ownerId;
  const payeeId = invitation.payee.id;
  await send('payee-answer-email', { payeeId, to: 'author' });
  await send('push', { userId: authorId, notice: { kind: 'share-declined', payeeId } });
  await tellAuthor(tx, send, {
    userId: authorId,
    message: shareDeclinedText({ payee: invitation.payee.name, title: invitation.book.title }),
  });
}

/**
 * The payee accepts by signing their share agreement: drawn signature and initials, sealed
 * in a PDF worker as a contract is, stored, then recorded; the sealed agreement is emailed
 * to the payee and to the book's author. The stored file is removed again when the answer is
 * refused.
 */
export async function signShare(app: FastifyInstance, party: SigningParty, payeeId: number) {
  const invitation = await invitationOf(app.db, party.userId, payeeId);
  const [author] = await app.db
    .select({ nameFirst: users.nameFirst, nameLast: users.nameLast })
    .from(users)
    .where(eq(users.id, invitation.book.ownerId));
  const name = `${invitation.user.nameFirst} ${invitation.user.nameLast}`.trim();
  const signedAt = new Date();
  const record = {
    userId: invitation.user.id,
    name,
    email: invitation.user.email,
    signedAt,
    signedPlace: party.signedPlace,
    ipAddress: party.ipAddress,
    userAgent: party.userAgent,
    bookIds: [invitation.book.id],
    version: invitation.payee.version,
    versionLabel: 'Share agreement version',
    sealName: app.contractSeal.signerName,
  };
  const signed = await app.pdf.run(sealSigningTask, {
    seal: app.contractSeal,
    record,
    reason: `${SHARE_AGREEMENT_TITLE} signed by ${name} (user ${invitation.user.id})`,
    spec: shareAgreementSpec({
      payee: { userId: invitation.user.id, name, email: invitation.user.email },
      author: `${author?.nameFirst ?? ''} ${author?.nameLast ?? ''}`.trim(),
      book: { id: invitation.book.id, title: invitation.book.title },
      role: invitation.payee.role,
      shareBasisPoints: invitation.payee.shareBasisPoints,
      version: invitation.payee.version,
      signedPlace: party.signedPlace,
      signedAt,
      signature: party.signature,
      initials: party.initials,
    }),
  });
  const stored = await app.storage.put(Readable.from([Buffer.from(signed.pdf)]), {
    folder: 'share-agreements',
    maxBytes: MAX_AGREEMENT_BYTES,
    contentType: 'application/pdf',
  });
  try {
    await app.jobs.transaction(async (tx, send) => {
      await answer(tx, invitation, { status: 'accepted', fileKey: stored.key });
      await send('payee-answer-email', { payeeId: invitation.payee.id, to: 'payee' });
      await send('payee-answer-email', { payeeId: invitation.payee.id, to: 'author' });
    });
  } catch (error) {
    await app.storage.delete(stored.key);
    throw error;
  }
}
