import type { PaperType } from '../catalogue/index.ts';
import {
  BINDINGS,
  type BookFormat,
  COVER_FINISHES,
  SADDLE_STITCH_MAX_PAGES,
} from '../catalogue/index.ts';
import { PRICE_PATTERN } from '../money/parse-price.ts';
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
import { isPlainText } from './plain-text.ts';

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

type Report = (field: WireQuoteField, message: string) => void;

/**
 * Every general-info rule a quote breaks, in the product's words, first per field: title 3 to 49
 * characters, a genre, at least one market (ebooks international only) with its price (up to 8
 * digits and 2 decimals, no negative royalty), 18 to 1200 pages (saddle stitch 96, the paper's
 * limit), a valid ISBN-13 unless ISBN creation is asked for, and for print the binding, finish,
 * size and each market's paper and cover.
 */
export function quoteIssues(book: WireQuote, context: QuoteRulesContext = {}): QuoteIssue[] {
  const issues: QuoteIssue[] = [];
  const report: Report = (field, message) => {
    if (!issues.some((issue) => issue.field === field)) issues.push({ field, message });
  };
  const title = book.book_title?.trim() ?? '';
  if (title === '' || !isPlainText(title))
    report('book_title', 'Please enter a title for your book');
  else if (title.length < 3) report('book_title', 'Title must be at least 3 characters long');
  else if (title.length > 49) report('book_title', 'Title must be less than 50 characters long');
  if (!book.genre?.trim()) report('genre', 'Please select a genre for your book');
  checkMarkets(book, context, report);
  checkPages(book, context, report);
  const isbnProblem = book.isbn_is_required ? undefined : isbnMessage(book.isbn ?? '');
  if (isbnProblem) report('isbn', isbnProblem);
  if (book.format_type === 'print') checkPrint(book, report);
  return issues;
}

function checkMarkets(book: WireQuote, context: QuoteRulesContext, report: Report): void {
  if (!book.is_local && !book.is_international) report('is_local', SELECT_SALES_REGION_MESSAGE);
  else if (book.is_local && book.format_type === 'ebook') {
    report('is_local', 'Ebooks are sold internationally only');
  }
  const markets = [
    [book.is_local, 'local_price', book.local_price, context.estimatedRoyalties?.local],
    [
      book.is_international,
      'international_price',
      book.international_price,
      context.estimatedRoyalties?.international,
    ],
  ] as const;
  for (const [chosen, field, price, royalty] of markets) {
    if (!chosen) continue;
    if (price === null) report(field, ENTER_PRICE_MESSAGE);
    else if (!PRICE_PATTERN.test(String(price))) {
      report(field, 'Please enter a valid price - up to 8 digits and 2 decimals');
    } else if (royalty !== undefined && royalty < 0) report(field, NEGATIVE_ROYALTY_MESSAGE);
  }
}

function checkPages(book: WireQuote, context: QuoteRulesContext, report: Report): void {
  const pages = book.no_of_pages;
  const isPrint = book.format_type === 'print';
  const maxPageOf = (id: number | null) =>
    context.paperTypes?.find((paper) => Number(paper.id) === id)?.maxPage;
  const paperLimits = [
    book.is_local ? maxPageOf(book.l_paper_type_id) : undefined,
    book.is_international ? maxPageOf(book.i_paper_type_id) : undefined,
  ];
  if (pages === null || !Number.isInteger(pages)) {
    report('no_of_pages', 'Please enter the number of pages of your book');
  } else if (pages < MIN_PAGES) {
    report('no_of_pages', 'Local and International books require at least 18 pages');
  } else if (book.format_type !== 'ebook' && pages > MAX_PAGES_NON_EBOOK) {
    report('no_of_pages', 'Books can have at most 1200 pages');
  } else if (isPrint && book.bind === 'saddle-stitch' && pages > SADDLE_STITCH_MAX_PAGES) {
    report('no_of_pages', SADDLE_STITCH_PAGES_MESSAGE);
  } else if (isPrint && paperLimits.some((limit) => limit !== undefined && pages > limit)) {
    report('no_of_pages', PAGES_EXCEED_PAPER_TYPE_MESSAGE);
  }
}

function checkPrint(book: WireQuote, report: Report): void {
  if (!(book.height !== null && book.height > 0))
    report('height', 'Please enter the height of your book');
  if (!(book.width !== null && book.width > 0))
    report('width', 'Please enter the width of your book');
  if (!(COVER_FINISHES as readonly (string | null)[]).includes(book.finish)) {
    report('finish', 'Please select a cover finish for your book');
  }
  if (!BINDINGS.some((binding) => binding.id === book.bind)) report('bind', SELECT_BINDING_MESSAGE);
  const required = (
    chosen: boolean,
    value: number | null,
    field: WireQuoteField,
    message: string,
  ) => {
    if (chosen && value === null) report(field, message);
  };
  required(book.is_local, book.l_paper_type_id, 'l_paper_type_id', SELECT_LOCAL_PAPER_TYPE_MESSAGE);
  required(book.is_local, book.l_cover_type_id, 'l_cover_type_id', SELECT_LOCAL_COVER_TYPE_MESSAGE);
  required(
    book.is_international,
    book.i_paper_type_id,
    'i_paper_type_id',
    SELECT_INTERNATIONAL_PAPER_TYPE_MESSAGE,
  );
  required(
    book.is_international,
    book.i_cover_type_id,
    'i_cover_type_id',
    SELECT_INTERNATIONAL_COVER_TYPE_MESSAGE,
  );
}
