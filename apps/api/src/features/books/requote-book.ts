import { centsToDecimal, type PriceList } from '@pod-portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookFiles, books, quotes } from '../../db/schema/index.ts';
import { badRequest, invalidField, notFound } from '../../http/api-error.ts';
import { priceQuote } from './create-quote.ts';
import { type BookPairIds, findBookPair } from './find-book-pair.ts';
import type { BookRow } from './list-user-books.ts';
import type { QuoteBook } from './quote-payload.ts';

/** A quote's figures as the offer shows them (decimals, as the book answer's royalties). */
interface RequoteFigures {
  pages: number;
  printCost: string;
  localRoyalty: string | null;
  internationRoyalty: string | null;
}

/** The offer to re-quote a print book with its PDF's real page count: before and after. */
export interface RequoteOffer {
  pages: number;
  printCostCurrency: 'ZAR' | 'USD';
  before: RequoteFigures;
  after: RequoteFigures | null;
  /** Why the real count cannot be quoted (a page limit, a negative royalty); null when it can. */
  refused: string | null;
}

const decimal = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? null : centsToDecimal(cents);

const PAID_BOOK_REQUOTE =
  'This book was paid for, so its quote cannot change: contact support to change its details';
const IN_PRODUCTION_REQUOTE =
  'This book is already in production: contact support to change its details';

/** Why a book's quote cannot change now; null while it can (signed or not, unpaid, pending). */
function requoteRefusal(pair: readonly BookRow[]): string | null {
  if (pair.some((book) => book.archived))
    return 'This book was cancelled, so its quote cannot change';
  if (pair.some((book) => book.isPaid)) return PAID_BOOK_REQUOTE;
  if (pair.some((book) => book.status !== 'pending' && book.status !== 'quote'))
    return IN_PRODUCTION_REQUOTE;
  return null;
}

/** The page count the server's preflight read from the book's stored PDF, if it has. */
async function measuredPages(db: Db, quoteId: number): Promise<number | null> {
  const [file] = await db
    .select({ preflight: bookFiles.preflight })
    .from(bookFiles)
    .where(and(eq(bookFiles.quoteId, quoteId), eq(bookFiles.kind, 'book')));
  return file?.preflight?.pageCount ?? null;
}

async function quotedSpecs(db: Db, quoteId: number): Promise<QuoteBook | null> {
  const [quote] = await db
    .select({ specs: quotes.specs })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  return (quote?.specs as QuoteBook | undefined) ?? null;
}

function figuresOf(pair: readonly BookRow[]): RequoteFigures {
  const [first] = pair;
  return {
    pages: first?.noOfPages ?? 0,
    printCost: decimal(first?.totalCostCents) ?? '0.00',
    localRoyalty: decimal(first?.localRoyaltyCents),
    internationRoyalty: decimal(first?.internationalRoyaltyCents),
  };
}

/** The book priced again with `pages`: the new figures and what the records keep, or errors. */
function repriced(specs: QuoteBook, pages: number, prices: PriceList) {
  const book = { ...specs, no_of_pages: pages };
  const priced = priceQuote(book, prices);
  if (!priced.ok) return { ok: false as const, errors: priced.errors };
  const { result, answer } = priced;
  const figures: RequoteFigures = {
    pages,
    printCost: answer.totalCost,
    localRoyalty: decimal(result.local?.royalty),
    internationRoyalty: decimal(result.international?.royalty),
  };
  return { ok: true as const, book, result, figures };
}

/**
 * The re-quote a print book's detail offers when its stored PDF's page count (read by the
 * server's preflight) differs from the quote and the quote may still change: the print cost and
 * royalties now and with the real count. Null when there is nothing to offer.
 */
export async function requoteOffer(
  db: Db,
  pair: readonly BookRow[],
  prices: PriceList,
): Promise<RequoteOffer | null> {
  const [first] = pair;
  if (first?.formatType !== 'print' || requoteRefusal(pair) !== null) return null;
  const pages = await measuredPages(db, first.quoteId);
  const specs = pages === null ? null : await quotedSpecs(db, first.quoteId);
  if (pages === null || pages === first.noOfPages || !specs) return null;
  const priced = repriced(specs, pages, prices);
  return {
    pages,
    printCostCurrency: specs.is_local ? 'ZAR' : 'USD',
    before: figuresOf(pair),
    after: priced.ok ? priced.figures : null,
    refused: priced.ok ? null : (priced.errors[0]?.message ?? null),
  };
}

export type RequoteOutcome = { kind: 'requoted'; figures: RequoteFigures };

/**
 * Accepts the re-quote: the quote and every record of the book take the PDF's page count and
 * its print cost and royalties, in one transaction with the records locked, so a payment
 * landing at the same moment either comes first (and the re-quote is refused) or after. Only an
 * unpaid book not in production; `pages` must be the count the offer showed (the PDF's).
 */
export async function acceptRequote(
  db: Db,
  userId: number,
  ids: BookPairIds,
  pages: number,
  prices: PriceList,
): Promise<RequoteOutcome> {
  return db.transaction(async (tx) => {
    const pair = await findBookPair(tx, userId, ids, { forUpdate: true });
    const [first] = pair ?? [];
    if (!pair || !first) throw notFound();
    if (first.formatType !== 'print')
      throw invalidField('local_bookId', 'Only a print book is re-quoted by its page count');
    const refusal = requoteRefusal(pair);
    if (refusal) throw invalidField('local_bookId', refusal);
    const measured = await measuredPages(tx, first.quoteId);
    if (measured !== pages)
      throw invalidField(
        'no_of_pages',
        measured === null
          ? 'Your book file has not been checked yet: try again in a minute'
          : `Your book file has ${measured} pages: re-quote with ${measured}`,
      );
    const specs = await quotedSpecs(tx, first.quoteId);
    if (!specs) throw notFound();
    const priced = repriced(specs, pages, prices);
    if (!priced.ok)
      throw badRequest(priced.errors[0]?.message ?? 'This book cannot be re-quoted', priced.errors);
    const { result, book } = priced;
    await tx.update(quotes).set({ specs: book }).where(eq(quotes.id, first.quoteId));
    await tx
      .update(books)
      .set({
        noOfPages: pages,
        localRoyaltyCents: result.local?.royalty ?? null,
        internationalRoyaltyCents: result.international?.royalty ?? null,
        totalCostCents: result.totalCost.amount,
        updatedAt: sql`now()`,
      })
      .where(and(eq(books.userId, userId), eq(books.quoteId, first.quoteId)));
    return { kind: 'requoted', figures: priced.figures };
  });
}
