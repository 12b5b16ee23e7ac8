import { Readable } from 'node:stream';
import { EXTRA_SERVICES, type ExtraServiceId, formatMoney } from '@pod-portal/domain';
import { asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  books as bookRecords,
  type ContractSchedule,
  contracts,
  users,
} from '../../db/schema/index.ts';
import type { SendJob } from '../../jobs/job-queue.ts';
import { sealText } from '../../lib/sealed-text.ts';
import { pdfWorkerTask } from '../../pdf/pdf-renderer.ts';
import { openedMisc } from '../accounts/index.ts';
import type { BookRow } from '../books/index.ts';
import { orderedServiceIds } from '../books/index.ts';
import { currentPriceList } from '../pricing/index.ts';
import type { ContractBook, ContractDetails } from './contract-document.ts';
import { contractFileName } from './contract-file-name.ts';
import type {
  SealedSigningTask,
  SignedContract,
  SignedContractTask,
} from './render-signed-contract.ts';
import { type BankInfo, contractProfileRows } from './signing-profile.ts';

/** A contract rendered, hashed and sealed in a PDF worker thread (sign-contract-worker.ts). */
export const signContractTask = pdfWorkerTask<SignedContractTask, SignedContract>(
  'features/contracts/sign-contract-worker',
  'signContract',
);

/** Any other agreement signed in the portal, sealed the same way as a contract. */
export const sealSigningTask = pdfWorkerTask<SealedSigningTask, SignedContract>(
  'features/contracts/sign-contract-worker',
  'sealSigning',
);

/** A signed contract's PDF is a few hundred kilobytes; anything near this is a fault. */
const MAX_CONTRACT_BYTES = 20 * 1024 * 1024;

export interface SigningParty {
  userId: number;
  signature: Uint8Array;
  initials: Uint8Array;
  signedPlace: string;
  ipAddress: string;
  userAgent: string;
}

/**
 * The appendix's services: those the book orders (its submission's, and ISBN creation),
 * priced from the price list.
 */
export async function appendixServices(db: Db, book: BookRow): Promise<Array<[string, string]>> {
  const prices = await currentPriceList(db);
  const ordered = orderedServiceIds(
    (book.submission?.services ?? []) as ExtraServiceId[],
    book.isbn,
  );
  return EXTRA_SERVICES.filter((service) => ordered.has(service.id)).map((service) => [
    service.name,
    `${formatMoney(prices.services[service.id], 'ZAR')} excluding VAT`,
  ]);
}

function contractBook(book: BookRow): ContractBook {
  const local = book.region === 'local';
  const currency = local ? 'ZAR' : 'USD';
  const price = local ? book.localPriceCents : book.internationalPriceCents;
  const royalty = local ? book.localRoyaltyCents : book.internationalRoyaltyCents;
  return {
    id: book.id,
    market: book.region,
    title: book.bookTitle,
    format: book.formatType,
    identifier: book.isbn ?? book.bookCode ?? 'to be assigned',
    pages: book.noOfPages,
    price: price === null ? 'not set' : formatMoney(price, currency),
    royalty: royalty === null ? 'not set' : formatMoney(royalty, currency),
  };
}

/** The profile's bankInfo, opened (it is sealed at rest). */
export function storedBankInfo(dataKey: Uint8Array, misc: string | null): BankInfo {
  const info = openedMisc(dataKey, misc).bankInfo;
  return typeof info === 'object' && info !== null && !Array.isArray(info)
    ? (info as BankInfo)
    : {};
}

export class ContractStateError extends Error {
  override name = 'ContractStateError';
}

interface SignBooksOptions {
  kind: ContractDetails['kind'];
  party: SigningParty;
  books: BookRow[];
  /** The profile the contract shows (after the signing's own details were merged in). */
  profile: BankInfo;
  schedule: ContractSchedule;
  /**
   * Runs first in the transaction that records the contract: claims the books (e.g. moves
   * their stage) and throws `ContractStateError` when they are no longer signable.
   */
  claim: (tx: Db, send: SendJob) => Promise<void>;
  /** The profile to keep on the user, when the signing changes it. */
  saveProfile?: BankInfo;
}

/**
 * Renders the signed contract in a PDF worker, stores it, then records it in one transaction
 * with the books' new state and the email that sends it. Nothing is left behind when any
 * step fails: the stored file is removed again.
 */
export async function signBooks(app: FastifyInstance, options: SignBooksOptions) {
  const { party, books } = options;
  const [user] = await app.db.select().from(users).where(eq(users.id, party.userId));
  const first = books[0];
  if (!user || !first) throw new ContractStateError('no such user or book');
  const bookIds = books.map((book) => book.id);
  const [latest] = await app.db
    .select({ version: max(contracts.version) })
    .from(contracts)
    .where(inArray(contracts.bookId, bookIds));
  const version = (latest?.version ?? 0) + 1;
  const signedAt = new Date();
  const name = `${user.nameFirst} ${user.nameLast}`.trim();
  const { publisher, payout } = contractProfileRows(options.profile);
  const signed = await app.pdf.run(signContractTask, {
    seal: app.contractSeal,
    details: {
      kind: options.kind,
      version,
      author: { userId: user.id, name, email: user.email },
      publisher,
      payout,
      books: books.map(contractBook),
      ...options.schedule,
      signedPlace: party.signedPlace,
      signedAt,
      signature: party.signature,
      initials: party.initials,
    },
    record: {
      userId: user.id,
      name,
      email: user.email,
      signedAt,
      signedPlace: party.signedPlace,
      ipAddress: party.ipAddress,
      userAgent: party.userAgent,
      bookIds,
      version,
      versionLabel: 'Contract version',
      sealName: app.contractSeal.signerName,
    },
  });
  const stored = await app.storage.put(Readable.from([Buffer.from(signed.pdf)]), {
    folder: 'contracts',
    maxBytes: MAX_CONTRACT_BYTES,
    contentType: 'application/pdf',
  });
  try {
    await app.jobs.transaction(async (tx, send) => {
      await options.claim(tx, send);
      const rows = await tx
        .insert(contracts)
        .values(
          books.map((book) => ({
            bookId: book.id,
            userId: user.id,
            version,
            kind: options.kind,
            fileKey: stored.key,
            pagesSha256: signed.pagesSha256,
            fileSha256: signed.fileSha256,
            signedPlace: party.signedPlace,
            signedAt,
            ipAddress: party.ipAddress,
            userAgent: party.userAgent,
            schedule: options.schedule,
          })),
        )
        .returning({ id: contracts.id, bookId: contracts.bookId });
      // Each record names its latest version, as `getfile` serves it.
      for (const row of rows)
        await tx
          .update(bookRecords)
          .set({ contractFile: contractFileName(row.id), updatedAt: new Date() })
          .where(eq(bookRecords.id, row.bookId));
      if (options.saveProfile) {
        const misc = openedMisc(app.config.dataKey, user.misc);
        await tx
          .update(users)
          .set({
            misc: sealText(
              app.config.dataKey,
              JSON.stringify({ ...misc, bankInfo: options.saveProfile }),
            ),
            updatedAt: new Date(),
          })
          .where(eq(users.id, user.id));
      }
      const [row] = rows;
      if (row) await send('contract-email', { contractId: row.id });
    });
  } catch (error) {
    await app.storage.delete(stored.key);
    throw error;
  }
  return { version, fileKey: stored.key, ...signed };
}

/**
 * The agreement a book's latest contract version holds: its schedule and the book records it
 * covers (a book sold in both markets has one agreement for both), in the order it lists them.
 */
export async function latestAgreement(db: Db, bookId: number) {
  const [latest] = await db
    .select({ fileKey: contracts.fileKey, schedule: contracts.schedule })
    .from(contracts)
    .where(eq(contracts.bookId, bookId))
    .orderBy(desc(contracts.version))
    .limit(1);
  if (!latest) return undefined;
  const covered = await db
    .select({ bookId: contracts.bookId })
    .from(contracts)
    .where(eq(contracts.fileKey, latest.fileKey))
    .orderBy(asc(contracts.id));
  return { schedule: latest.schedule, bookIds: covered.map((row) => row.bookId) };
}
