import { z } from 'zod';
import { BOOK_FORMATS, type BookFormat, COLOUR_TYPES } from '../catalogue/index.ts';
import { parsePrice } from '../money/index.ts';
import { bisacCodeField } from './bisac-code-field.ts';
import { contributorSchema } from './contributor.ts';
import { PERSON_NAME_PATTERN } from './field-rules.ts';
import {
  type QuoteRulesContext,
  quoteIssues,
  type WireQuote,
  type WireQuoteField,
} from './quote-rules.ts';

export { MAX_PAGES_NON_EBOOK, MIN_PAGES } from './quote-rules.ts';

/** What the general-info rules need besides the form: the paper types' page limits, the royalties. */
export type GeneralInfoContext = QuoteRulesContext;

const optionalText = z.string().trim().optional();
// Number fields arrive as typed text from the form, or as numbers from a stored draft.
const optionalNumeric = z.union([z.string(), z.number()]).optional();

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** A typed whole number, or null. */
const wholeNumber = (value: unknown) => {
  const text = asText(value);
  return /^\d+$/.test(text) ? Number(text) : null;
};

/** A typed measure or id, or null when empty. */
const numberOrNull = (value: unknown) => (asText(value) === '' ? null : Number(asText(value)));

/** A typed price in rand or dollars: null when empty, NaN when it is not a price. */
const priceOrNull = (value: unknown) => {
  const parsed = parsePrice(asText(value));
  if (parsed.ok) return parsed.cents / 100;
  return parsed.reason === 'empty' ? null : Number.NaN;
};

/** The form's field for each field of the quote it becomes. */
const FORM_FIELD: Record<WireQuoteField, string> = {
  book_title: 'title',
  format_type: 'bookFormat',
  is_local: 'isLocal',
  is_international: 'isLocal',
  genre: 'genre',
  isbn: 'isbnNumber',
  isbn_is_required: 'isbnNumber',
  no_of_pages: 'numPages',
  bind: 'binding',
  finish: 'coverFinish',
  height: 'bookHeight',
  width: 'bookWidth',
  local_price: 'bookPrice',
  international_price: 'internationalBookPrice',
  l_paper_type_id: 'localPaperType',
  l_cover_type_id: 'localCoverPaperType',
  i_paper_type_id: 'internationalPaperType',
  i_cover_type_id: 'internationalCoverPaperType',
};

const ORIENTATIONS: readonly string[] = ['portrait', 'landscape', 'square'];

// Zod skips an object's refinements once one of its field rules has failed, so an empty form
// was told only about its title and format. The rules run on any object instead: every
// required field is flagged at once.
const everyRuleAtOnce = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

/**
 * The wizard's general info (book details) for a set of paper types. The form becomes the quote
 * it will send and is checked by the quote's rules (`quoteIssues`: the same messages as the
 * CSV upload and the server), plus what only the form asks: the size, orientation, colour and
 * paper side of a print book, and an ebook's author.
 */
export function createGeneralInfoSchema(context: GeneralInfoContext) {
  return z
    .object({
      // Checked with the quote's rules below (a failing field rule would stop them).
      title: z.unknown(),
      bookFormat: z.unknown(),
      isLocal: z.boolean(),
      isInternational: z.boolean(),
      genre: optionalText,
      bisacCode: bisacCodeField,
      author: optionalText,
      contributors: z.array(contributorSchema).optional(),
      isbnNumberNeeded: z.boolean(),
      isbnNumber: optionalText,
      numPages: optionalNumeric,
      size: optionalText,
      bookHeight: optionalNumeric,
      bookWidth: optionalNumeric,
      orientation: optionalText,
      color: optionalText,
      coverFinish: optionalText,
      paperSide: optionalNumeric,
      localPaperType: optionalNumeric,
      localCoverPaperType: optionalNumeric,
      internationalPaperType: optionalNumeric,
      internationalCoverPaperType: optionalNumeric,
      bookPrice: optionalNumeric,
      internationalBookPrice: optionalNumeric,
      binding: optionalText,
    })
    .superRefine((book, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const format = BOOK_FORMATS.includes(book.bookFormat as BookFormat)
        ? (book.bookFormat as BookFormat)
        : undefined;
      if (!format) issue('bookFormat', 'Please select a format for your book');
      const quote: WireQuote = {
        book_title: asText(book.title),
        // Without a format, the rules every format shares (an audiobook has no others).
        format_type: format ?? 'audiobook',
        is_local: book.isLocal,
        is_international: book.isInternational,
        genre: book.genre ?? null,
        isbn: book.isbnNumber ?? null,
        isbn_is_required: book.isbnNumberNeeded,
        no_of_pages: wholeNumber(book.numPages),
        bind: book.binding || null,
        finish: book.coverFinish || null,
        height: numberOrNull(book.bookHeight),
        width: numberOrNull(book.bookWidth),
        local_price: priceOrNull(book.bookPrice),
        international_price: priceOrNull(book.internationalBookPrice),
        l_paper_type_id: numberOrNull(book.localPaperType),
        l_cover_type_id: numberOrNull(book.localCoverPaperType),
        i_paper_type_id: numberOrNull(book.internationalPaperType),
        i_cover_type_id: numberOrNull(book.internationalCoverPaperType),
      };
      for (const { field, message } of quoteIssues(quote, context)) {
        issue(FORM_FIELD[field], message);
      }
      if (format === 'ebook' && !PERSON_NAME_PATTERN.test(book.author ?? '')) {
        issue('author', 'Please enter a valid author for your book');
      }
      if (format === 'print') {
        if (!book.size) issue('size', 'Please select the dimensions of your book');
        if (!ORIENTATIONS.includes(book.orientation ?? '')) {
          issue('orientation', 'Please select the orientation of your book');
        }
        if (!(COLOUR_TYPES as readonly string[]).includes(book.color ?? '')) {
          issue('color', 'Please select the colour of your book');
        }
        if (asText(book.paperSide) === '') {
          issue('paperSide', 'Please select the paper side of your book');
        }
      }
    }, everyRuleAtOnce);
}

export type GeneralInfo = z.infer<ReturnType<typeof createGeneralInfoSchema>>;
