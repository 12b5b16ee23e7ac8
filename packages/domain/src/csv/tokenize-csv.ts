const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/**
 * Splits CSV text into rows of fields by RFC 4180: fields in double quotes may hold commas,
 * line breaks and doubled quotes (`""`); rows end with CRLF or LF; a leading byte-order mark
 * is dropped; blank lines are skipped. An unterminated quote runs to the end of the text
 * (lenient, as spreadsheets write it). Rows without a quote, most of a real upload, take a
 * fast path (`split(',')`); only rows holding a quote are read character by character.
 */
export function tokenizeCsv(text: string): string[][] {
  const rows: string[][] = [];
  forEachCsvRow(text, (cells) => rows.push(cells));
  return rows;
}

/**
 * `tokenizeCsv` a row at a time: `visit` gets each row's fields in order. A caller that keeps
 * only what it makes of a row lets the row's strings go at once, which halves the garbage
 * collector's work on a large upload.
 */
export function forEachCsvRow(text: string, visit: (cells: string[]) => void): void {
  const length = text.length;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (index < length) {
    let lineEnd = text.indexOf('\n', index);
    if (lineEnd === -1) lineEnd = length;
    const end = lineEnd > index && text.charCodeAt(lineEnd - 1) === CR ? lineEnd - 1 : lineEnd;
    // Quotes are looked for in this line only: a search of the rest of the text for the next
    // quote ran a thousand times slower at times in optimised code (V8 in Node 20).
    const line = text.slice(index, end);
    if (line.includes('"')) {
      index = readQuotedRow(text, index, visit);
    } else {
      if (end > index) visit(line.split(','));
      index = lineEnd + 1;
    }
  }
}

/** Reads the row starting at `from`, which holds a quote; returns where the next row starts. */
function readQuotedRow(text: string, from: number, visit: (cells: string[]) => void): number {
  const length = text.length;
  const row: string[] = [];
  let index = from;
  for (;;) {
    let field = '';
    if (text.charCodeAt(index) === QUOTE) {
      let start = index + 1;
      for (;;) {
        const close = text.indexOf('"', start);
        if (close === -1) {
          field += text.slice(start);
          index = length;
          break;
        }
        field += text.slice(start, close);
        if (text.charCodeAt(close + 1) !== QUOTE) {
          index = close + 1;
          break;
        }
        field += '"';
        start = close + 2;
      }
    }
    // Unquoted text, or anything between a closing quote and the separator, is kept as is.
    let end = index;
    while (end < length) {
      const code = text.charCodeAt(end);
      if (code === COMMA || code === LF) break;
      end += 1;
    }
    const tail = text.slice(index, end);
    const separator = text.charCodeAt(end);
    row.push(field + (separator === LF && tail.endsWith('\r') ? tail.slice(0, -1) : tail));
    index = end + 1;
    if (separator !== COMMA) break;
    if (index === length) {
      row.push('');
      break;
    }
  }
  visit(row);
  return index;
}
