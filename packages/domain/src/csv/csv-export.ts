/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain decimal (`-12.50`, `1234`): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** One exported cell before it is written. */
export type CsvCell = string | number | boolean | null | undefined;

/**
 * UTF-8's byte order mark. Excel on Windows reads a CSV without it in the machine's ANSI code
 * page (an `ë` in a title becomes `Ã«`); with it, as UTF-8. Files for spreadsheets (the
 * authors' exports) start with it; files for other programs (the bank's) do not.
 */
export const EXCEL_UTF8_BOM = '\uFEFF';

/**
 * A value as an exported cell: text starting with = + - @ tab or CR gets a leading apostrophe
 * (a spreadsheet then shows it as text instead of running it), unless it is a plain number
 * such as a negative amount (`-12.50`), which is data.
 */
export function neutraliseCsvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (typeof value === 'number' || !FORMULA_START.test(text) || PLAIN_NUMBER.test(text)) {
    return text;
  }
  return `'${text}`;
}

/**
 * One record of RFC 4180 CSV, ended by CRLF: every cell neutralised, cells holding a comma,
 * quote or line break quoted with quotes doubled. The rule every CSV the product writes
 * follows, a whole file at once (`toCsv`) or a record at a time (a streamed export).
 */
export function csvRecord(row: ReadonlyArray<CsvCell>): string {
  return `${row
    .map((value) => {
      const cell = neutraliseCsvCell(value);
      return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
    })
    .join(',')}\r\n`;
}

/** Rows to RFC 4180 CSV text, each a `csvRecord`. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return rows.map(csvRecord).join('');
}
