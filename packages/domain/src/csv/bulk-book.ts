import { BINDINGS } from '../catalogue/bindings.ts';
import { BOOK_FORMATS } from '../catalogue/book-formats.ts';
import { COVER_FINISHES } from '../catalogue/cover-finishes.ts';
import { quoteIssues } from '../validation/quote-rules.ts';
import { BULK_CSV_HEADERS, type BulkCsvHeader } from './bulk-csv-headers.ts';
import { csvCellText, typeCsvValue } from './csv-value.ts';

// The type of each field is checked by hand from one table rather than by a zod object: a
// 100,000-row upload is checked in the browser, whose CSP (no eval) keeps zod on its slow
// path, and there zod alone took twice as long as reading the whole CSV (bench/csv).

/** A field's value was refused: the product's message for it. */
class Refused {
  constructor(readonly message: string) {}
}

/** A field's readers, to its type `T` or refused: of a value (a quote's JSON, a typed cell) and of a CSV cell as written. */
interface FieldReader<T> {
  value: (value: unknown) => T | Refused;
  cell: (cell: string) => T | Refused;
}

/** A field whose CSV cell is read as its typed value (`typeCsvValue`). */
function typedCell<T>(value: (value: unknown) => T | Refused): FieldReader<T> {
  return { value, cell: (cell) => value(typeCsvValue(cell)) };
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** true/false, or empty (false). */
function flag(field: string): FieldReader<boolean> {
  const refused = new Refused(`${field} must be true or false`);
  const value = (given: unknown) =>
    given === null ? false : typeof given === 'boolean' ? given : refused;
  // The cells most rows hold are answered without typing them first.
  const cell = (cell: string) =>
    cell === 'false' || cell === '' ? false : cell === 'true' ? true : value(typeCsvValue(cell));
  return { value, cell };
}

/** An id of the price list, or empty. */
function id(field: string): FieldReader<number | null> {
  const refused = new Refused(`${field} must be a whole number`);
  return typedCell((value) =>
    value === null || Number.isSafeInteger(value) ? (value as number | null) : refused,
  );
}

/**
 * Free text, or empty. A number counts as text: in a quote it becomes its digits, and in a CSV
 * cell the text is kept as written (a title "2.50" stays "2.50").
 */
function text(field: string): FieldReader<string | null> {
  const refused = new Refused(`${field} must be text`);
  return {
    value: (value) =>
      value === null || typeof value === 'string'
        ? value
        : isFiniteNumber(value)
          ? String(value)
          : refused,
    cell: (cell) => {
      const text = csvCellText(cell);
      return text === '' ? null : text === 'true' || text === 'false' ? refused : text;
    },
  };
}

function amount(field: string): FieldReader<number | null> {
  const refused = new Refused(`${field} must be a price of up to 8 digits and 2 decimals`);
  return typedCell((value) => (value === null || isFiniteNumber(value) ? value : refused));
}

function millimetres(field: string): FieldReader<number | null> {
  const refused = new Refused(`${field} must be a size in mm`);
  return typedCell((value) =>
    value === null || (isFiniteNumber(value) && value > 0) ? value : refused,
  );
}

/** One of `options`, or empty. */
function oneOf<T extends string>(options: readonly T[], message: string): FieldReader<T | null> {
  const refused = new Refused(message);
  return typedCell((value) =>
    value === null || options.includes(value as T) ? (value as T | null) : refused,
  );
}

/** One of `options`, never empty. */
function requiredOneOf<T extends string>(options: readonly T[], message: string): FieldReader<T> {
  const refused = new Refused(message);
  return typedCell((value) => (options.includes(value as T) ? (value as T) : refused));
}

function pages(): FieldReader<number> {
  const missing = new Refused('Please enter the number of pages of your book');
  const fraction = new Refused('no_of_pages must be a whole number');
  return typedCell((value) =>
    !isFiniteNumber(value) ? missing : Number.isSafeInteger(value) ? value : fraction,
  );
}

const READERS = {
  barcode_is_required: flag('barcode_is_required'),
  bind: oneOf(
    BINDINGS.map((binding) => binding.id),
    'bind must be perfect-bound, saddle-stitch or case-bound',
  ),
  book_title: text('book_title'),
  duplex_needed: flag('duplex_needed'),
  finish: oneOf(COVER_FINISHES, 'finish must be Matt or Gloss'),
  format_type: requiredOneOf(BOOK_FORMATS, 'Please select a format for your book'),
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
  no_of_pages: pages(),
  perforation: flag('perforation'),
  recording_needed: flag('recording_needed'),
  soft_touch_matt_lamination: flag('soft_touch_matt_lamination'),
  spine_id: id('spine_id'),
  spiral_bound: flag('spiral_bound'),
  spot_uv: flag('spot_uv'),
  voiceover_id: id('voiceover_id'),
  width: millimetres('width'),
} satisfies Record<BulkCsvHeader, FieldReader<unknown>>;

const FIELDS = BULK_CSV_HEADERS.map((name) => ({ name, ...READERS[name] }));

/** One valid book of a bulk-upload CSV, each field of the type its reader gives. */
export type BulkBook = {
  [Name in BulkCsvHeader]: (typeof READERS)[Name] extends FieldReader<infer T> ? T : never;
};

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
 * about (`issues`). A field left out counts as empty; fields not of the book are dropped.
 */
export function checkBulkBook(values: unknown): BulkBookCheck {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    return failed([{ field: '', message: 'A book must be a set of named fields' }]);
  }
  const record = values as Record<string, unknown>; // any key may be read; a missing one is undefined
  return checkFields(
    FIELDS.map(({ name }) => record[name]),
    IN_FIELD_ORDER,
    false,
  );
}

/**
 * `checkBulkBook` for a CSV row's cells, whose columns are the exact header set in `headers`'
 * order: each cell is read straight into the book (a missing cell is empty), without an
 * object of the row first. The bulk CSV's fast path.
 */
export function bulkRowChecker(
  headers: readonly BulkCsvHeader[],
): (cells: readonly string[]) => BulkBookCheck {
  const columns = FIELDS.map(({ name }) => headers.indexOf(name));
  return (cells) => checkFields(cells, columns, true);
}

type Field = (typeof FIELDS)[number];
const IN_FIELD_ORDER = FIELDS.map((_, index) => index);

/**
 * Reads each field from `values[columns[i]]` (i its position in `FIELDS`) into the book, then
 * checks the rules. The values are CSV cells (`fromCells`), or values of a quote.
 */
function checkFields(
  values: readonly unknown[],
  columns: readonly number[],
  fromCells: boolean,
): BulkBookCheck {
  let issues: BulkBookIssue[] | undefined;
  for (let index = 0; index < FIELDS.length; index++) {
    const field = FIELDS[index] as Field;
    const given = values[columns[index] as number];
    const value =
      fromCells && given !== undefined ? field.cell(given as string) : field.value(given ?? null);
    if (value instanceof Refused) {
      issues ??= [];
      issues.push({ field: field.name, message: value.message });
    } else fieldValues[index] = value;
  }
  if (issues) return failed(issues);
  return checkRules(bookOf(fieldValues) as BulkBook); // every field was read into its type just above
}

// The fields read from one row, in `FIELDS` order: one array for every row (checks do not nest).
const fieldValues: unknown[] = new Array(FIELDS.length);

/**
 * The book of its fields' values in `BULK_CSV_HEADERS` order, as one object literal: every book
 * gets one shape at once, a third of the time of setting the fields one by one (bench/csv).
 * A test holds each position to its name.
 */
function bookOf(values: readonly unknown[]): Record<BulkCsvHeader, unknown> {
  return {
    barcode_is_required: values[0],
    bind: values[1],
    book_title: values[2],
    duplex_needed: values[3],
    finish: values[4],
    format_type: values[5],
    gender: values[6],
    genre: values[7],
    heavyGraphics: values[8],
    heavy_graphics: values[9],
    height: values[10],
    i_cover_type_id: values[11],
    i_duplex_covered: values[12],
    i_paper_type_id: values[13],
    international_price: values[14],
    is_international: values[15],
    is_local: values[16],
    isbn: values[17],
    isbn_is_required: values[18],
    l_cover_type_id: values[19],
    l_paper_type_id: values[20],
    local_price: values[21],
    nationality: values[22],
    no_of_pages: values[23],
    perforation: values[24],
    recording_needed: values[25],
    soft_touch_matt_lamination: values[26],
    spine_id: values[27],
    spiral_bound: values[28],
    spot_uv: values[29],
    voiceover_id: values[30],
    width: values[31],
  };
}

function failed(issues: BulkBookIssue[]): BulkBookCheck {
  return { ok: false, reasons: issues.map((issue) => issue.message), issues };
}

// The row's fields were type-checked and normalised: it is a quote, checked by the quote's rules.
function checkRules(book: BulkBook): BulkBookCheck {
  const issues = quoteIssues(book);
  return issues.length === 0 ? { ok: true, book } : failed(issues);
}
