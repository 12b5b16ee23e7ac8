import { z } from 'zod';
import { SADDLE_STITCH_MAX_PAGES } from '../catalogue/bindings.ts';
import { BOOK_FORMATS } from '../catalogue/book-formats.ts';
import { COVER_FINISHES } from '../catalogue/cover-finishes.ts';
import { PRICE_PATTERN } from '../money/parse-price.ts';
import { isValidIsbn13, normaliseIsbn } from '../reference/isbn13.ts';
import { SADDLE_STITCH_PAGES_MESSAGE } from '../validation/messages.ts';

const MIN_PAGES = 18;
const MAX_PAGES_NON_EBOOK = 1200;

/** true/false, or empty for false. */
const flag = (field: string) =>
  z
    .boolean({ error: `${field} must be true or false` })
    .nullable()
    .transform((value) => value ?? false);

/** An id of the price list, or empty. */
const id = (field: string) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .nullable();

/** Free text; a number typed by the CSV reader (a numeric genre or voice gender) reads back as text. */
const text = z.union([z.string(), z.number()]).transform(String).nullable();

const price = (field: string) =>
  z
    .number({ error: `${field} must be a price of up to 8 digits and 2 decimals` })
    .refine((value) => PRICE_PATTERN.test(String(value)), {
      error: `${field} must be a price of up to 8 digits and 2 decimals`,
    })
    .nullable();

const millimetres = (field: string) =>
  z
    .number({ error: `${field} must be a size in mm` })
    .positive({ error: `${field} must be a size in mm` })
    .nullable();

const fieldsSchema = z.object({
  barcode_is_required: flag('barcode_is_required'),
  bind: z
    .enum(['perfect-bound', 'saddle-stitch', 'case-bound'], {
      error: 'bind must be perfect-bound, saddle-stitch or case-bound',
    })
    .nullable(),
  book_title: text,
  duplex_needed: flag('duplex_needed'),
  finish: z.enum(COVER_FINISHES, { error: 'finish must be Matt or Gloss' }).nullable(),
  format_type: z.enum(BOOK_FORMATS, { error: 'Please select a format for your book' }),
  gender: text,
  genre: text,
  heavyGraphics: flag('heavyGraphics'),
  heavy_graphics: flag('heavy_graphics'),
  height: millimetres('height'),
  i_cover_type_id: id('i_cover_type_id'),
  i_duplex_covered: flag('i_duplex_covered'),
  i_paper_type_id: id('i_paper_type_id'),
  international_price: price('international_price'),
  is_international: flag('is_international'),
  is_local: flag('is_local'),
  isbn: text,
  isbn_is_required: flag('isbn_is_required'),
  l_cover_type_id: id('l_cover_type_id'),
  l_paper_type_id: id('l_paper_type_id'),
  local_price: price('local_price'),
  nationality: text,
  no_of_pages: z
    .number({ error: 'Please enter the number of pages of your book' })
    .int({ error: 'no_of_pages must be a whole number' }),
  perforation: flag('perforation'),
  recording_needed: flag('recording_needed'),
  soft_touch_matt_lamination: flag('soft_touch_matt_lamination'),
  spine_id: id('spine_id'),
  spiral_bound: flag('spiral_bound'),
  spot_uv: flag('spot_uv'),
  voiceover_id: id('voiceover_id'),
  width: millimetres('width'),
});

type Fields = z.infer<typeof fieldsSchema>;
type Issue = (message: string) => void;

/**
 * One book of a bulk-upload CSV, with the general-info rules that apply to a row: title 3
 * to 49 characters, a genre, at least one sales region (ebooks international only), 18 to
 * 1200 pages (saddle stitch 96), a valid ISBN-13 unless ISBN creation is requested, a price
 * for each chosen market, and for print the size, finish, binding and each market's paper
 * and cover type.
 */
export const bulkBookSchema = fieldsSchema.superRefine((book, ctx) => {
  const issue: Issue = (message) => ctx.addIssue({ code: 'custom', message });
  const title = book.book_title?.trim() ?? '';
  if (title === '') issue('Please enter a title for your book');
  else if (title.length < 3) issue('Title must be at least 3 characters long');
  else if (title.length > 49) issue('Title must be less than 50 characters long');
  if (!book.genre?.trim()) issue('Please select a genre for your book');
  checkRegions(book, issue);
  checkPages(book, issue);
  if (!book.isbn_is_required && !isValidIsbn13(normaliseIsbn(book.isbn ?? ''))) {
    issue('Please enter a valid ISBN number for your book - 13 characters long and only numbers.');
  }
  if (book.format_type === 'print') checkPrint(book, issue);
});

export type BulkBook = z.infer<typeof bulkBookSchema>;

function checkRegions(book: Fields, issue: Issue) {
  if (!book.is_local && !book.is_international) issue('is_local or is_international must be true');
  if (book.is_local && book.format_type === 'ebook') issue('Ebooks are sold internationally only');
  if (book.is_local && book.local_price === null) issue('local_price is required for a local book');
  if (book.is_international && book.international_price === null) {
    issue('international_price is required for an international book');
  }
}

function checkPages(book: Fields, issue: Issue) {
  if (book.no_of_pages < MIN_PAGES)
    issue('Local and International books require at least 18 pages');
  else if (book.format_type !== 'ebook' && book.no_of_pages > MAX_PAGES_NON_EBOOK) {
    issue('Books can have at most 1200 pages');
  } else if (book.bind === 'saddle-stitch' && book.no_of_pages > SADDLE_STITCH_MAX_PAGES) {
    issue(SADDLE_STITCH_PAGES_MESSAGE);
  }
}

function checkPrint(book: Fields, issue: Issue) {
  if (book.height === null) issue('height is required for a print book');
  if (book.width === null) issue('width is required for a print book');
  if (book.finish === null) issue('finish is required for a print book');
  if (book.bind === null) issue('bind is required for a print book');
  const markets = [
    [book.is_local, 'l', book.l_paper_type_id, book.l_cover_type_id],
    [book.is_international, 'i', book.i_paper_type_id, book.i_cover_type_id],
  ] as const;
  for (const [chosen, prefix, paper, cover] of markets) {
    if (chosen && paper === null) issue(`${prefix}_paper_type_id is required for a print book`);
    if (chosen && cover === null) issue(`${prefix}_cover_type_id is required for a print book`);
  }
}
