import { APPENDIX_ALREADY_SIGNED_MESSAGE } from '@pod-portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../../db/client.ts';
import { books, contracts, EMPTY_SCHEDULE, users } from '../../../../db/schema/index.ts';
import { notFound } from '../../../../http/api-error.ts';
import type { BookRow } from '../../../books/index.ts';
import { type BookPairIds, findBookPair } from '../../../books/index.ts';
import {
  appendixServices,
  ContractStateError,
  latestAgreement,
  signBooks,
  storedBankInfo,
} from '../../sign-books.ts';
import { type DrawnSigning, signingParty } from '../../signing-party.ts';
import {
  checkSigningDetails,
  mergeSigningDetails,
  withBranchNameDefault,
} from '../../signing-profile.ts';

/** The SigningInput payload: the drawing, the place, and the publisher and bank details. */
export type SigningBody = DrawnSigning &
  Record<string, unknown> & {
    local_bookId: number;
    international_bookId: number;
    authors?: string[];
    contributors?: Array<{ name: string; role: string }>;
  };

const CANCELLED = 'This book was cancelled, so its contract cannot be signed';
const ALREADY_SIGNED = 'The contract for this book is already signed';
const NOT_SIGNED = 'Please sign the contract for this book first';

/** The books' records, locked until the transaction ends; none of them cancelled. */
export async function lockedBooks(tx: Db, ids: number[]): Promise<BookRow[]> {
  const rows = await tx.select().from(books).where(inArray(books.id, ids)).for('update');
  if (rows.some((book) => book.archived)) throw new ContractStateError(CANCELLED);
  return rows;
}

async function signablePair(app: FastifyInstance, userId: number, ids: BookPairIds) {
  const pair = await findBookPair(app.db, userId, ids);
  if (!pair) throw notFound();
  if (pair.some((book) => book.archived)) throw new ContractStateError(CANCELLED);
  return pair;
}

export async function profileOf(app: FastifyInstance, userId: number) {
  const [user] = await app.db.select({ misc: users.misc }).from(users).where(eq(users.id, userId));
  return storedBankInfo(app.config.dataKey, user?.misc ?? null);
}

/**
 * The first signing (the wizard's Accept Terms and Sign): the book at the quote stage is
 * signed, its stage becomes `signedcontract` and its status pending; the publisher and bank
 * details fill what the profile does not hold yet. Signing twice answers 400, one contract.
 */
export async function firstSigning(
  app: FastifyInstance,
  request: FastifyRequest<{ Body: SigningBody }>,
  ids: BookPairIds,
): Promise<void> {
  const party = signingParty(request, request.body);
  const pair = await signablePair(app, party.userId, ids);
  if (pair.some((book) => book.bookStage !== 'getquote' || book.status !== 'quote'))
    throw new ContractStateError(ALREADY_SIGNED);
  const stored = await profileOf(app, party.userId);
  const merged = mergeSigningDetails(stored, {
    ...request.body,
    isSelfPublisher: request.body.is_self_publisher,
  });
  checkSigningDetails(merged);
  const profile = withBranchNameDefault(merged);
  const bookIds = pair.map((book) => book.id);
  await signBooks(app, {
    kind: 'contract',
    party,
    books: pair,
    profile,
    saveProfile: profile,
    schedule: {
      ...EMPTY_SCHEDULE,
      authors: request.body.authors ?? [],
      contributors: request.body.contributors ?? [],
    },
    claim: async (tx) => {
      const claimed = await tx
        .update(books)
        .set({ bookStage: 'signedcontract', status: 'pending', updatedAt: new Date() })
        .where(
          and(
            inArray(books.id, bookIds),
            eq(books.bookStage, 'getquote'),
            eq(books.status, 'quote'),
            eq(books.archived, false),
          ),
        )
        .returning({ id: books.id });
      if (claimed.length !== bookIds.length) throw new ContractStateError(ALREADY_SIGNED);
    },
  });
}

/**
 * The second signing: the appendix for the services ordered, on a book whose contract is
 * signed. Once per book. Authors and contributors the payload does not name stay those of
 * the contract signed.
 */
export async function appendixSigning(
  app: FastifyInstance,
  request: FastifyRequest<{ Body: SigningBody }>,
  ids: BookPairIds,
): Promise<void> {
  const party = signingParty(request, request.body);
  const pair = await signablePair(app, party.userId, ids);
  if (pair.some((book) => book.bookStage === 'getquote')) throw new ContractStateError(NOT_SIGNED);
  const bookIds = pair.map((book) => book.id);
  const hasAppendix = async (db: Db) =>
    (
      await db
        .select({ id: contracts.id })
        .from(contracts)
        .where(and(inArray(contracts.bookId, bookIds), eq(contracts.kind, 'appendix')))
        .limit(1)
    ).length > 0;
  if (await hasAppendix(app.db)) throw new ContractStateError(APPENDIX_ALREADY_SIGNED_MESSAGE);
  const [first] = pair;
  if (!first) throw notFound();
  const signed = (await latestAgreement(app.db, first.id))?.schedule ?? EMPTY_SCHEDULE;
  await signBooks(app, {
    kind: 'appendix',
    party,
    books: pair,
    profile: await profileOf(app, party.userId),
    schedule: {
      authors: request.body.authors ?? signed.authors,
      contributors: request.body.contributors ?? signed.contributors,
      services: await appendixServices(app.db, first),
    },
    claim: async (tx) => {
      await lockedBooks(tx, bookIds);
      if (await hasAppendix(tx)) throw new ContractStateError(APPENDIX_ALREADY_SIGNED_MESSAGE);
    },
  });
}
