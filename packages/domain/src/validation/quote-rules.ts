import type { PaperType } from '../catalogue/index.ts';
import {
  BINDINGS,
  type BookFormat,
  COVER_FINISHES,
  SADDLE_STITCH_MAX_PAGES,
} from '../catalogue/index.ts';
import { toCents } from '../money/cents.ts';
import { isbnMessage } from './isbn-message.ts';
import {
  ENTER_PRICE_MESSAGE,
  NEGATIVE_ROYALTY_MESSAGE,
  PAGES_EXCEED_PAPER_TYPE_MESSAGE,
  SADDLE_STITCH_PAGES_MESSAGE,
  SELECT_BINDING_MESSAGE,
  SELECT_INTERNATIONAL_COVER_TYPE_MESSAGE,
  SELECT_INTERNATIONAL_PAPER_TYPE_MESSAGE,
  SELECT_LOCAL_COVER_TYPE_MESSAGE,
  SELECT_LOCAL_PAPER_TYPE_MESSAGE,
  SELECT_SALES_REGION_MESSAGE,
} from './messages.ts';
import { plainTextMessage } from './plain-text.ts';

export const MIN_PAGES = 18;
export const MAX_PAGES_NON_EBOOK = 1200;

/**
 * A book to quote as it travels: the body of `/user/getquote`, and a bulk CSV row (the same
 * fields). The wizard's form becomes one of these before it is checked, so a book gets the
 * same message from the wizard, the CSV upload and the server.
 */
export interface WireQuote {
  book_title: string | null;
  format_type: BookFormat;
  is_local: boolean;
  is_international: boolean;
  genre: string | null;
  isbn: string | null;
  isbn_is_required: boolean;
  /** Null when none (or no whole number) was given. */
  no_of_pages: number | null;
  bind: string | null;
  finish: string | null;
  /** Millimetres. */
  height: number | null;
  width: number | null;
  /** Rand or dollars; NaN for a typed price that is not one. */
  local_price: number | null;
  international_price: number | null;
  l_paper_type_id: number | null;
  l_cover_type_id: number | null;
  i_paper_type_id: number | null;
  i_cover_type_id: number | null;
}

export type WireQuoteField = keyof WireQuote;

/** What some rules need besides the book: the paper types' page limits, the live royalties. */
export interface QuoteRulesContext {
  paperTypes?: readonly Pick<PaperType, 'id' | 'maxPage'>[];
  /** The live royalty estimate, when there is one; only its sign matters. */
  estimatedRoyalties?: { local?: number | undefined; international?: number | undefined };
}

export interface QuoteIssue {
  field: WireQuoteField;
  message: string;
}

/** Adds the issue unless its field already has one (the first broken rule of a field wins). */
function report(issues: QuoteIssue[], field: WireQuoteField, message: string): void {
  if (!issues.some((issue) => issue.field === field)) issues.push({ field, message });
}

/**
 * Every general-info rule a quote breaks, in the product's words, first per field: title 3 to 49
 * characters, a genre, at least one market (ebooks international only) with its price (up to 8
 * digits and 2 decimals, no negative royalty), 18 to 1200 pages (saddle stitch 96, the paper's
 * limit), a valid ISBN-13 unless ISBN creation is asked for, and for print the binding, finish,
 * size and each market's paper and cover.
 */
export function quoteIssues(book: WireQuote, context: QuoteRulesContext = {}): QuoteIssue[] {
  const issues: QuoteIssue[] = [];
  const title = book.book_title?.trim() ?? '';
  const titleProblem = plainTextMessage(title);
  if (title === '') report(issues, 'book_title', 'Please enter a title for your book');
  else if (titleProblem) report(issues, 'book_title', titleProblem);
  else if (title.length < 3)
    report(issues, 'book_title', 'Title must be at least 3 characters long');
  else if (title.length > 49)
    report(issues, 'book_title', 'Title must be less than 50 characters long');
  if (!book.genre?.trim()) report(issues, 'genre', 'Please select a genre for your book');
  checkMarkets(book, context, issues);
  checkPages(book, context, issues);
  const isbnProblem = book.isbn_is_required ? undefined : isbnMessage(book.isbn ?? '');
  if (isbnProblem) report(issues, 'isbn', isbnProblem);
  if (book.format_type === 'print') checkPrint(book, issues);
  return issues;
}

function checkMarkets(book: WireQuote, context: QuoteRulesContext, issues: QuoteIssue[]): void {
  if (!book.is_local && !book.is_international)
    report(issues, 'is_local', SELECT_SALES_REGION_MESSAGE);
  else if (book.is_local && book.format_type === 'ebook') {
    report(issues, 'is_local', 'Ebooks are sold internationally only');
  }
  checkPrice(
    issues,
    book.is_local,
    'local_price',
    book.local_price,
    context.estimatedRoyalties?.local,
  );
  checkPrice(
    issues,
    book.is_international,
    'international_price',
    book.international_price,
    context.estimatedRoyalties?.international,
  );
}

function checkPrice(
  issues: QuoteIssue[],
  chosen: boolean,
  field: 'local_price' | 'international_price',
  price: number | null,
  royalty: number | undefined,
): void {
  if (!chosen) return;
  if (price === null) report(issues, field, ENTER_PRICE_MESSAGE);
  else if (!isPriceAmount(price)) {
    report(issues, field, 'Please enter a valid price - up to 8 digits and 2 decimals');
  } else if (royalty !== undefined && royalty < 0) report(issues, field, NEGATIVE_ROYALTY_MESSAGE);
}

/** A price of up to 8 digits and 2 decimals: whole cents (`toCents`) below R 100 000 000. */
function isPriceAmount(price: number): boolean {
  const cents = toCents(price);
  return cents !== null && cents >= 0 && cents < 10_000_000_000;
}

function checkPages(book: WireQuote, context: QuoteRulesContext, issues: QuoteIssue[]): void {
  const pages = book.no_of_pages;
  const isPrint = book.format_type === 'print';
  if (pages === null || !Number.isInteger(pages)) {
    report(issues, 'no_of_pages', 'Please enter the number of pages of your book');
  } else if (pages < MIN_PAGES) {
    report(issues, 'no_of_pages', 'Local and International books require at least 18 pages');
  } else if (book.format_type !== 'ebook' && pages > MAX_PAGES_NON_EBOOK) {
    report(issues, 'no_of_pages', 'Books can have at most 1200 pages');
  } else if (isPrint && book.bind === 'saddle-stitch' && pages > SADDLE_STITCH_MAX_PAGES) {
    report(issues, 'no_of_pages', SADDLE_STITCH_PAGES_MESSAGE);
  } else if (
    isPrint &&
    ((book.is_local && pages > maxPageOf(context, book.l_paper_type_id)) ||
      (book.is_international && pages > maxPageOf(context, book.i_paper_type_id)))
  ) {
    report(issues, 'no_of_pages', PAGES_EXCEED_PAPER_TYPE_MESSAGE);
  }
}

/** The page limit of a paper type of the price list; none when the paper or the list is unknown. */
function maxPageOf(context: QuoteRulesContext, paperId: number | null): number {
  const paper = context.paperTypes?.find((candidate) => Number(candidate.id) === paperId);
  return paper?.maxPage ?? Number.POSITIVE_INFINITY;
}

function checkPrint(book: WireQuote, issues: QuoteIssue[]): void {
  if (!(book.height !== null && book.height > 0))
    report(issues, 'height', 'Please enter the height of your book');
  if (!(book.width !== null && book.width > 0))
    report(issues, 'width', 'Please enter the width of your book');
  if (!(COVER_FINISHES as readonly (string | null)[]).includes(book.finish)) {
    report(issues, 'finish', 'Please select a cover finish for your book');
  }
  if (!BINDINGS.some((binding) => binding.id === book.bind))
    report(issues, 'bind', SELECT_BINDING_MESSAGE);
  required(
    issues,
    book.is_local,
    book.l_paper_type_id,
    'l_paper_type_id',
    SELECT_LOCAL_PAPER_TYPE_MESSAGE,
  );
  required(
    issues,
    book.is_local,
    book.l_cover_type_id,
    'l_cover_type_id',
    SELECT_LOCAL_COVER_TYPE_MESSAGE,
  );
  required(
    issues,
    book.is_international,
    book.i_paper_type_id,
    'i_paper_type_id',
    SELECT_INTERNATIONAL_PAPER_TYPE_MESSAGE,
  );
  required(
    issues,
    book.is_international,
    book.i_cover_type_id,
    'i_cover_type_id',
    SELECT_INTERNATIONAL_COVER_TYPE_MESSAGE,
  );
}

/** A market's paper or cover must be chosen when the market is. */
function required(
  issues: QuoteIssue[],
  chosen: boolean,
  value: number | null,
  field: WireQuoteField,
  message: string,
): void {
  if (chosen && value === null) report(issues, field, message);
}
