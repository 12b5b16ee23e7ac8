import { z } from 'zod';
import { SADDLE_STITCH_MAX_PAGES } from '../catalogue/bindings.ts';
import { BOOK_FORMATS } from '../catalogue/book-formats.ts';
import { COVER_FINISHES } from '../catalogue/cover-finishes.ts';
import { PRICE_PATTERN } from '../money/parse-price.ts';
import { isbnMessage } from '../validation/isbn-message.ts';
import { SADDLE_STITCH_PAGES_MESSAGE } from '../validation/messages.ts';

const MIN_PAGES = 18;
const MAX_PAGES_NON_EBOOK = 1200;

// No transforms or refinements in the schema: zod 4 compiles a plain object schema into a
// fast path that they would disable (about 10x slower on a 100,000-row upload). Empty flags
// become false and numeric text becomes a string after the structure is checked.

/** true/false, or empty. */
const flag = (field: string) => z.boolean({ error: `${field} must be true or false` }).nullable();

/** An id of the price list, or empty. */
const id = (field: string) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .nullable();

/** Free text; a number typed by the CSV reader (a numeric title or genre) counts as text. */
const text = (field: string) =>
  z.union([z.string(), z.number()], { error: `${field} must be text` }).nullable();

const amount = (field: string) =>
  z.number({ error: `${field} must be a price of up to 8 digits and 2 decimals` }).nullable();

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
  book_title: text('book_title'),
  duplex_needed: flag('duplex_needed'),
  finish: z.enum(COVER_FINISHES, { error: 'finish must be Matt or Gloss' }).nullable(),
  format_type: z.enum(BOOK_FORMATS, { error: 'Please select a format for your book' }),
  gender: text('gender'),
  genre: text('genre'),
  heavyGraphics: flag('heavyGraphics'),
  heavy_graphics: flag('heavy_graphics'),
  height: millimetres('height'),
  i_cover_type_id: id('i_cover_type_id'),
  i_duplex_covered: flag('i_duplex_covered'),
  i_paper_type_id: id('i_paper_type_id'),
  international_price: amount('international_price'),
  is_international: flag('is_international'),
  is_local: flag('is_local'),
  isbn: text('isbn'),
  isbn_is_required: flag('isbn_is_required'),
  l_cover_type_id: id('l_cover_type_id'),
  l_paper_type_id: id('l_paper_type_id'),
  local_price: amount('local_price'),
  nationality: text('nationality'),
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

const FLAGS = [
  'barcode_is_required',
  'duplex_needed',
  'heavyGraphics',
  'heavy_graphics',
  'i_duplex_covered',
  'is_international',
  'is_local',
  'isbn_is_required',
  'perforation',
  'recording_needed',
  'soft_touch_matt_lamination',
  'spiral_bound',
  'spot_uv',
] as const satisfies ReadonlyArray<keyof Fields>;
const TEXTS = [
  'book_title',
  'gender',
  'genre',
  'isbn',
  'nationality',
] as const satisfies ReadonlyArray<keyof Fields>;
type FlagField = (typeof FLAGS)[number];
type TextField = (typeof TEXTS)[number];

/** One valid book of a bulk-upload CSV: flags are booleans, text fields strings or null. */
export type BulkBook = Omit<Fields, FlagField | TextField> &
  Record<FlagField, boolean> &
  Record<TextField, string | null>;

/** One broken rule of a row: the field (the CSV header, also the API's name) and the product's message. */
export interface BulkBookIssue {
  /** Empty when the row as a whole is not an object of fields. */
  field: string;
  message: string;
}

export type BulkBookCheck =
  | { ok: true; book: BulkBook }
  | { ok: false; reasons: string[]; issues: BulkBookIssue[] };

/**
 * Checks one row of a bulk-upload CSV (or the same fields of a quote): first the type of each
 * field, then the general-info rules that apply to a row: title 3 to 49 characters, a genre,
 * at least one sales region (ebooks international only) with its price (up to 8 digits and 2
 * decimals), 18 to 1200 pages (saddle stitch 96), a valid ISBN-13 unless ISBN creation is
 * requested, and for print the size, finish, binding and each market's paper and cover type.
 * A failed check gives each message (`reasons`) and the field it is about (`issues`).
 */
export function checkBulkBook(values: unknown): BulkBookCheck {
  const parsed = fieldsSchema.safeParse(values);
  if (!parsed.success) {
    return failed(
      parsed.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? ''),
        message: issue.message,
      })),
    );
  }
  // zod built this object for us: normalise it in place rather than copy it per row.
  const book: Record<string, unknown> = parsed.data;
  for (const field of FLAGS) book[field] = parsed.data[field] ?? false;
  for (const field of TEXTS)
    book[field] = parsed.data[field] === null ? null : String(parsed.data[field]);
  return checkRules(book as BulkBook); // every flag and text field was normalised just above
}

function failed(issues: BulkBookIssue[]): BulkBookCheck {
  return { ok: false, reasons: issues.map((issue) => issue.message), issues };
}

type Issue = (field: keyof Fields, message: string) => void;

function checkRules(book: BulkBook): BulkBookCheck {
  const issues: BulkBookIssue[] = [];
  const issue: Issue = (field, message) => issues.push({ field, message });
  const title = book.book_title?.trim() ?? '';
  if (title === '') issue('book_title', 'Please enter a title for your book');
  else if (title.length < 3) issue('book_title', 'Title must be at least 3 characters long');
  else if (title.length > 49) issue('book_title', 'Title must be less than 50 characters long');
  if (!book.genre?.trim()) issue('genre', 'Please select a genre for your book');
  checkRegions(book, issue);
  checkPages(book, issue);
  const isbnProblem = book.isbn_is_required ? undefined : isbnMessage(book.isbn ?? '');
  if (isbnProblem) issue('isbn', isbnProblem);
  if (book.format_type === 'print') checkPrint(book, issue);
  return issues.length === 0 ? { ok: true, book } : failed(issues);
}

function checkRegions(book: BulkBook, issue: Issue) {
  if (!book.is_local && !book.is_international)
    issue('is_local', 'is_local or is_international must be true');
  if (book.is_local && book.format_type === 'ebook')
    issue('is_local', 'Ebooks are sold internationally only');
  const markets = [
    [book.is_local, 'local', book.local_price],
    [book.is_international, 'international', book.international_price],
  ] as const;
  for (const [chosen, market, price] of markets) {
    const field = `${market}_price` as const;
    if (chosen && price === null)
      issue(field, `${field} is required for a${market === 'local' ? '' : 'n'} ${market} book`);
    if (price !== null && !PRICE_PATTERN.test(String(price))) {
      issue(field, `${field} must be a price of up to 8 digits and 2 decimals`);
    }
  }
}

function checkPages(book: BulkBook, issue: Issue) {
  if (book.no_of_pages < MIN_PAGES)
    issue('no_of_pages', 'Local and International books require at least 18 pages');
  else if (book.format_type !== 'ebook' && book.no_of_pages > MAX_PAGES_NON_EBOOK) {
    issue('no_of_pages', 'Books can have at most 1200 pages');
  } else if (book.bind === 'saddle-stitch' && book.no_of_pages > SADDLE_STITCH_MAX_PAGES) {
    issue('no_of_pages', SADDLE_STITCH_PAGES_MESSAGE);
  }
}

function checkPrint(book: BulkBook, issue: Issue) {
  if (book.height === null) issue('height', 'height is required for a print book');
  if (book.width === null) issue('width', 'width is required for a print book');
  if (book.finish === null) issue('finish', 'finish is required for a print book');
  if (book.bind === null) issue('bind', 'bind is required for a print book');
  const markets = [
    [book.is_local, 'l', book.l_paper_type_id, book.l_cover_type_id],
    [book.is_international, 'i', book.i_paper_type_id, book.i_cover_type_id],
  ] as const;
  for (const [chosen, prefix, paper, cover] of markets) {
    const paperField = `${prefix}_paper_type_id` as const;
    const coverField = `${prefix}_cover_type_id` as const;
    if (chosen && paper === null) issue(paperField, `${paperField} is required for a print book`);
    if (chosen && cover === null) issue(coverField, `${coverField} is required for a print book`);
  }
}
