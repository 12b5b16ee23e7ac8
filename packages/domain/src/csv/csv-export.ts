/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A value as an exported cell: formula starts are neutralised with a leading apostrophe. */
export function neutraliseCsvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // Negative numbers are data, not formulas; only text starting so is neutralised.
  return typeof value !== 'number' && FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * Rows to RFC 4180 CSV text (CRLF line ends): every cell neutralised, cells holding a comma,
 * quote or line break quoted with quotes doubled.
 */
export function toCsv(
  rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>,
): string {
  return rows
    .map((row) =>
      row
        .map((value) => {
          const cell = neutraliseCsvCell(value);
          return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
        })
        .join(','),
    )
    .map((line) => `${line}\r\n`)
    .join('');
}
