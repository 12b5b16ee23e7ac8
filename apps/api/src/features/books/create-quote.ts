import {
  centsToDecimal,
  computeCart,
  computeRoyalty,
  NEGATIVE_ROYALTY_MESSAGE,
  PAGES_EXCEED_PAPER_TYPE_MESSAGE,
  type PriceList,
  type RoyaltyAnswer,
  type RoyaltyResult,
  toRoyaltyAnswer,
  toRoyaltyInput,
} from '@pod-portal/domain';
import type { Db } from '../../db/client.ts';
import { books, quotes } from '../../db/schema/books.ts';
import type { FieldError } from '../../http/api-error.ts';
import { claimedIsbn } from './claimed-isbn.ts';
import type { QuoteBook } from './quote-payload.ts';

interface Quote {
  localRoyalty: string;
  internationRoyalty: string;
  totalCost: string;
  dueAtCheckout: string;
  localBookId: number;
  internationalBookId: number;
  bookID: number;
}

export type QuoteOutcome =
  | { kind: 'created'; quote: Quote }
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'isbn-taken' };

/** The code a book goes by until it has an ISBN of its own. */
const bookCodeOf = (quoteId: number) => `POD${String(quoteId).padStart(7, '0')}`;

/** A quoted book's price: its royalties and print cost, or why it cannot be quoted. */
export type PricedQuote =
  | {
      ok: true;
      result: Extract<RoyaltyResult, { local: unknown }>;
      answer: Extract<RoyaltyAnswer, { statusCode: 0 }>;
    }
  | { ok: false; errors: FieldError[] };

/**
 * Prices a book as the live calculator does: refused (with the field to blame) when a page
 * limit is exceeded or a royalty would be negative. A quote and a re-quote price alike.
 */
export function priceQuote(book: QuoteBook, prices: PriceList): PricedQuote {
  const mapped = toRoyaltyInput(book.format_type, book, prices);
  if (!mapped.ok) return { ok: false, errors: mapped.errors };
  const result = computeRoyalty(mapped.input, prices);
  if (result.status === 'page-limit-exceeded') {
    return {
      ok: false,
      errors: [{ field: 'no_of_pages', message: PAGES_EXCEED_PAPER_TYPE_MESSAGE }],
    };
  }
  if (result.status === 'negative-royalty') {
    const negative = (royalty: number | undefined) => royalty !== undefined && royalty < 0;
    const errors: FieldError[] = [];
    if (negative(result.local?.royalty))
      errors.push({ field: 'local_price', message: NEGATIVE_ROYALTY_MESSAGE });
    if (negative(result.international?.royalty)) {
      errors.push({ field: 'international_price', message: NEGATIVE_ROYALTY_MESSAGE });
    }
    return { ok: false, errors };
  }
  const answer = toRoyaltyAnswer(result);
  if (answer.statusCode !== 0 || result.status !== 'ok') {
    throw new Error('a priced book must give a royalty answer');
  }
  return { ok: true, result, answer };
}

/**
 * Prices the book (`priceQuote`) and, when the price holds (no page limit
 * exceeded, no negative royalty), creates its quote and one record per market in one
 * transaction. The ISBN is claimed by the quote's unique index, so of two quotes racing for
 * the same number exactly one gets it.
 */
export async function createQuote(
  db: Db,
  userId: number,
  book: QuoteBook,
  prices: PriceList,
): Promise<QuoteOutcome> {
  const priced = priceQuote(book, prices);
  if (!priced.ok) return { kind: 'invalid', errors: priced.errors };
  const { result, answer } = priced;
  const isbn = claimedIsbn(book);
  const markets = (['local', 'international'] as const).filter((market) => result[market] !== null);

  return db.transaction(async (tx) => {
    const [quote] = await tx
      .insert(quotes)
      .values({ userId, isbn, specs: book })
      .onConflictDoNothing()
      .returning({ id: quotes.id });
    if (!quote) return { kind: 'isbn-taken' } as const;
    const created = await tx
      .insert(books)
      .values(
        markets.map((region) => ({
          userId,
          quoteId: quote.id,
          region,
          bookTitle: book.book_title?.trim() ?? '',
          formatType: book.format_type,
          isbn,
          bookCode: isbn === null ? bookCodeOf(quote.id) : null,
          noOfPages: book.no_of_pages,
          localPriceCents: result.local?.listPrice ?? null,
          internationalPriceCents: result.international?.listPrice ?? null,
          localRoyaltyCents: result.local?.royalty ?? null,
          internationalRoyaltyCents: result.international?.royalty ?? null,
          totalCostCents: result.totalCost.amount,
        })),
      )
      .returning({ id: books.id, region: books.region });
    const idOf = (region: 'local' | 'international') =>
      created.find((row) => row.region === region)?.id ?? 0;
    const [first] = created;
    if (!first) throw new Error('a quote must create at least one book record');
    return {
      kind: 'created',
      quote: {
        localRoyalty: answer.localRoyalty,
        internationRoyalty: answer.internationRoyalty,
        totalCost: answer.totalCost,
        // The once-off costs as the cart will charge them (the submission puts them there).
        dueAtCheckout: centsToDecimal(computeCart(result.oneOffCosts, 0).totalIncludingVat),
        localBookId: idOf('local'),
        internationalBookId: idOf('international'),
        bookID: first.id,
      },
    } as const;
  });
}
