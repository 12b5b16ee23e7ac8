import { type BulkBook, type BulkBookCheck, bulkRowChecker } from './bulk-book.ts';
import { BULK_CSV_HEADERS, type BulkCsvHeader } from './bulk-csv-headers.ts';
import { BULK_UPLOAD_TEXTS } from './bulk-upload-texts.ts';
import { csvCellText } from './csv-value.ts';
import { type DuplicateBulkRow, FirstRows } from './first-rows.ts';
import { type NestedRow, rowBuilder } from './nest-row.ts';
import { forEachCsvRow } from './tokenize-csv.ts';

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
  let reader: BulkRowReader | undefined;
  let rowCount = 0;
  forEachCsvRow(text, (cells) => {
    if (reader) reader.read(cells, ++rowCount);
    else reader = bulkRowReader(cells.map((name) => name.trim()));
  });
  reader ??= bulkRowReader([]);
  const { headerProblems, valid, invalid, duplicates } = reader;
  return {
    headerProblems,
    valid,
    invalid,
    duplicates,
    notices: notices(rowCount, valid, invalid, duplicates),
  };
}

type BulkRowReader = Omit<BulkCsvResult, 'notices'> & {
  read: (cells: readonly string[], row: number) => void;
};

/** Sorts the rows under these headers into valid, invalid and duplicate books as they come. */
function bulkRowReader(headers: readonly string[]): BulkRowReader {
  const headerProblems = checkHeaders(headers);
  const headerReasons = headerProblems ? describeHeaderProblems(headerProblems) : [];
  const result: BulkRowReader = { headerProblems, valid: [], invalid: [], duplicates: [], read };
  const firstRows = new FirstRows();
  const buildRow = rowBuilder(headers);
  // With the exact header set a row is checked from its cells; its object is built only to
  // show an invalid row. Without it every row is invalid and shown as its headers nest it.
  const checkRow = headerProblems ? null : bulkRowChecker(headers as BulkCsvHeader[]);
  const isbnColumn = headers.indexOf('isbn');
  const titleColumn = headers.indexOf('book_title');
  const formatColumn = headers.indexOf('format_type');

  function read(cells: readonly string[], row: number): void {
    let values: NestedRow | undefined;
    let duplicate: DuplicateBulkRow | undefined;
    if (checkRow) {
      duplicate = firstRows.duplicateOf(
        row,
        textAt(cells, isbnColumn),
        textAt(cells, titleColumn),
        textAt(cells, formatColumn),
      );
    } else {
      values = buildRow(cells);
      duplicate = firstRows.duplicateOf(
        row,
        String(values.isbn ?? ''),
        String(values.book_title ?? ''),
        String(values.format_type ?? ''),
      );
    }
    if (duplicate) {
      result.duplicates.push(duplicate);
      return;
    }
    const checked: BulkBookCheck = checkRow
      ? checkRow(cells)
      : { ok: false, reasons: headerReasons, issues: [] };
    if (checked.ok) result.valid.push({ row, book: checked.book });
    else {
      values ??= buildRow(cells);
      result.invalid.push({ row, title: titleOf(values), reasons: checked.reasons, values });
    }
  }
  return result;
}

/** A column's cell as text (`csvCellText`; a missing cell is empty). */
function textAt(cells: readonly string[], column: number): string {
  const cell = cells[column];
  return cell === undefined ? '' : csvCellText(cell);
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
