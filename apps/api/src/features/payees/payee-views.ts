import { authorShare, basisPointsToPercent, centsToAmount } from '@pod-portal/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookPayees, books, heldRoyalties, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/api-error.ts';
import { signedFileLink } from '../auth/index.ts';
import { currentPayees } from './payee-royalties.ts';
import { NO_BOOK } from './set-payees.ts';

/** The name `getfile` serves a signed share agreement by. */
const shareAgreementFileName = (payeeId: number) => `share-agreement-${payeeId}.pdf`;

/** The payee id in a `share-agreement-<id>.pdf` name, or undefined. */
function shareAgreementIdOf(fileName: string): number | undefined {
  const match = /^share-agreement-(\d{1,10})\.pdf$/.exec(fileName);
  return match ? Number(match[1]) : undefined;
}

/** The royalties each book holds while a payee has not accepted, rand cents. */
async function heldCents(db: Db, bookIds: readonly number[]): Promise<Map<number, number>> {
  if (bookIds.length === 0) return new Map();
  const rows = await db
    .select({
      bookId: heldRoyalties.bookId,
      total: sql<string>`coalesce(sum(${heldRoyalties.amountCents}), 0)`,
    })
    .from(heldRoyalties)
    .where(and(inArray(heldRoyalties.bookId, [...bookIds]), isNull(heldRoyalties.releasedAt)))
    .groupBy(heldRoyalties.bookId);
  return new Map(rows.map((row) => [row.bookId, Number(row.total)]));
}

const payeeAnswer = (row: typeof bookPayees.$inferSelect) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  share: basisPointsToPercent(row.shareBasisPoints),
  status: row.status,
});

/** The book's payees as its author sees them: their own share, and the royalties held. */
export async function bookPayeesView(db: Db, authorId: number, bookId: number) {
  const [book] = await db
    .select({ id: books.id })
    .from(books)
    .where(and(eq(books.id, bookId), eq(books.userId, authorId)));
  if (!book) throw notFound(NO_BOOK);
  const payees = (await currentPayees(db, [bookId])).get(bookId) ?? [];
  const held = (await heldCents(db, [bookId])).get(bookId) ?? 0;
  return {
    payees: payees.map(payeeAnswer),
    author_share: basisPointsToPercent(authorShare(payees.map((row) => row.shareBasisPoints))),
    held: centsToAmount(held),
  };
}

/**
 * The royalty shares the user was invited to (by their email address), newest first: each
 * with its book and author, the royalties the book holds, who else shares it, and the signed
 * agreement once accepted.
 */
export async function userShares(db: Db, secret: Uint8Array, userId: number) {
  const rows = await db
    .select({
      payee: bookPayees,
      bookTitle: books.bookTitle,
      authorFirst: sql<string>`author.name_first`,
      authorLast: sql<string>`author.name_last`,
    })
    .from(bookPayees)
    .innerJoin(users, eq(users.email, bookPayees.email))
    .innerJoin(books, eq(books.id, bookPayees.bookId))
    .innerJoin(sql`${users} as author`, sql`author.id = ${books.userId}`)
    .where(and(eq(users.id, userId), isNull(bookPayees.supersededAt)))
    .orderBy(asc(bookPayees.id));
  const bookIds = rows.map((row) => row.payee.bookId);
  const [payeesOf, held] = await Promise.all([currentPayees(db, bookIds), heldCents(db, bookIds)]);
  return rows.reverse().map(({ payee, bookTitle, authorFirst, authorLast }) => {
    const all = payeesOf.get(payee.bookId) ?? [];
    return {
      ...payeeAnswer(payee),
      book_id: payee.bookId,
      book_title: bookTitle,
      author_name: `${authorFirst} ${authorLast}`.trim(),
      author_share: basisPointsToPercent(authorShare(all.map((row) => row.shareBasisPoints))),
      held: centsToAmount(held.get(payee.bookId) ?? 0),
      waiting_for: all.filter((row) => row.status !== 'accepted').map((row) => row.name),
      agreement_url:
        payee.fileKey === null
          ? null
          : signedFileLink(secret, userId, shareAgreementFileName(payee.id)),
    };
  });
}

/** The stored key of the user's signed share agreement `fileName`, or undefined. */
export async function shareAgreementKey(
  db: Db,
  userId: number,
  fileName: string,
): Promise<string | undefined> {
  const payeeId = shareAgreementIdOf(fileName);
  if (payeeId === undefined) return undefined;
  const [row] = await db
    .select({ fileKey: bookPayees.fileKey })
    .from(bookPayees)
    .where(and(eq(bookPayees.id, payeeId), eq(bookPayees.userId, userId)));
  return row?.fileKey ?? undefined;
}

/** The user's signed share agreements (every version), for their Documents. */
export async function userShareAgreements(db: Db, userId: number) {
  const rows = await db
    .select({
      id: bookPayees.id,
      version: bookPayees.version,
      answeredAt: bookPayees.answeredAt,
      bookTitle: books.bookTitle,
    })
    .from(bookPayees)
    .innerJoin(books, eq(books.id, bookPayees.bookId))
    .where(and(eq(bookPayees.userId, userId), eq(bookPayees.status, 'accepted')));
  return rows.map((row) => ({
    title: `Royalty share agreement (version ${row.version})`,
    bookTitle: row.bookTitle,
    signedAt: row.answeredAt ?? new Date(0),
    fileName: shareAgreementFileName(row.id),
  }));
}
