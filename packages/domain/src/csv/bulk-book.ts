import { z } from 'zod';
import { BOOK_FORMATS } from '../catalogue/book-formats.ts';
import { COVER_FINISHES } from '../catalogue/cover-finishes.ts';
import { quoteIssues } from '../validation/quote-rules.ts';

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
 * field, then the quote's general-info rules (`quoteIssues`, the wizard's and the server's
 * too, in the same words). A failed check gives each message (`reasons`) and the field it is
 * about (`issues`).
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

// The row's fields were type-checked and normalised: it is a quote, checked by the quote's rules.
function checkRules(book: BulkBook): BulkBookCheck {
  const issues = quoteIssues(book);
  return issues.length === 0 ? { ok: true, book } : failed(issues);
}
