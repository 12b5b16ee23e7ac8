import { normaliseIsbn } from '../reference/isbn13.ts';
import { type BulkBook, checkBulkBook } from './bulk-book.ts';
import { BULK_CSV_HEADERS } from './bulk-csv-headers.ts';
import { BULK_UPLOAD_TEXTS } from './bulk-upload-texts.ts';
import { type NestedRow, rowBuilder } from './nest-row.ts';
import { tokenizeCsv } from './tokenize-csv.ts';

/** Rows count from 1 for the first data row (the header is row 0). */
export interface ValidBulkRow {
  row: number;
  book: BulkBook;
}

export interface InvalidBulkRow {
  row: number;
  /** The row's title, or 'Title not found'. */
  title: string;
  reasons: string[];
  values: NestedRow;
}

export interface DuplicateBulkRow {
  row: number;
  duplicateOf: number;
  key: string;
}

export interface BulkCsvResult {
  /** Columns missing from or foreign to the exact header set; every row is invalid when set. */
  headerProblems: { missing: string[]; unexpected: string[] } | null;
  valid: ValidBulkRow[];
  invalid: InvalidBulkRow[];
  /** Rows left out because an earlier row is the same book. */
  duplicates: DuplicateBulkRow[];
  /** The notices the bulk screen shows for this result, in the product's words. */
  notices: string[];
}

const REQUIRED: ReadonlySet<string> = new Set(BULK_CSV_HEADERS);

/**
 * Reads a bulk-upload CSV into valid and invalid books. Header names must be exactly the
 * required set. Cells are typed ('true', 'false', 'null', numbers) and slash headers nest.
 * A row is a duplicate of an earlier one when both have the same ISBN (dashes and spaces
 * ignored), or, without an ISBN, the same title (case and spacing ignored) and format:
 * the later row is left out of both lists and reported in `duplicates`.
 */
export function parseBulkCsv(text: string): BulkCsvResult {
  const [header = [], ...rows] = tokenizeCsv(text);
  const headers = header.map((name) => name.trim());
  const headerProblems = checkHeaders(headers);
  const headerReasons = headerProblems ? describeHeaderProblems(headerProblems) : [];
  const valid: ValidBulkRow[] = [];
  const invalid: InvalidBulkRow[] = [];
  const duplicates: DuplicateBulkRow[] = [];
  const seen = new Map<string, number>();
  const buildRow = rowBuilder(headers);
  rows.forEach((cells, index) => {
    const row = index + 1;
    const values = buildRow(cells);
    const key = duplicateKey(values);
    const first = key === null ? undefined : seen.get(key);
    if (key !== null && first !== undefined) {
      duplicates.push({ row, duplicateOf: first, key });
      return;
    }
    if (key !== null) seen.set(key, row);
    const checked = headerProblems
      ? { ok: false as const, reasons: headerReasons }
      : checkBulkBook(values);
    if (checked.ok) valid.push({ row, book: checked.book });
    else invalid.push({ row, title: titleOf(values), reasons: checked.reasons, values });
  });
  return {
    headerProblems,
    valid,
    invalid,
    duplicates,
    notices: notices(rows.length, valid, invalid, duplicates),
  };
}

function checkHeaders(headers: readonly string[]): BulkCsvResult['headerProblems'] {
  const present = new Set(headers);
  const missing = BULK_CSV_HEADERS.filter((name) => !present.has(name));
  const unexpected = headers.filter(
    (name, index) => !REQUIRED.has(name) || headers.indexOf(name) !== index,
  );
  return missing.length === 0 && unexpected.length === 0 ? null : { missing, unexpected };
}

function describeHeaderProblems(problems: NonNullable<BulkCsvResult['headerProblems']>): string[] {
  const reasons: string[] = [];
  if (problems.missing.length > 0) reasons.push(`Missing columns: ${problems.missing.join(', ')}`);
  if (problems.unexpected.length > 0) {
    reasons.push(`Unexpected or repeated columns: ${problems.unexpected.join(', ')}`);
  }
  return reasons;
}

function duplicateKey(values: NestedRow): string | null {
  const isbn = normaliseIsbn(String(values.isbn ?? ''));
  if (isbn !== '') return `isbn:${isbn}`;
  const title = String(values.book_title ?? '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
  return title === '' ? null : `title:${title}|${String(values.format_type ?? '')}`;
}

function titleOf(values: NestedRow): string {
  const title = values.book_title;
  return typeof title === 'string' || typeof title === 'number'
    ? String(title)
    : BULK_UPLOAD_TEXTS.titleNotFound;
}

function notices(
  rowCount: number,
  valid: readonly ValidBulkRow[],
  invalid: readonly InvalidBulkRow[],
  duplicates: readonly DuplicateBulkRow[],
): string[] {
  if (rowCount === 0) return [BULK_UPLOAD_TEXTS.noBooks];
  const shown: string[] = [];
  if (duplicates.length > 0) shown.push(BULK_UPLOAD_TEXTS.duplicates);
  if (valid.length === 0) shown.push(BULK_UPLOAD_TEXTS.noValidBooks);
  if (invalid.length === 0) shown.push(BULK_UPLOAD_TEXTS.noInvalidBooks);
  return shown;
}
