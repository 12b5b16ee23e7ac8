const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/**
 * Splits CSV text into rows of fields by RFC 4180: fields in double quotes may hold commas,
 * line breaks and doubled quotes (`""`); rows end with CRLF or LF; a leading byte-order mark
 * is dropped; blank lines are skipped. An unterminated quote runs to the end of the text
 * (lenient, as spreadsheets write it). Hand-written for speed: one pass over char codes.
 */
export function tokenizeCsv(text: string): string[][] {
  const rows: string[][] = [];
  const length = text.length;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let row: string[] = [];
  while (index < length) {
    let field: string;
    if (text.charCodeAt(index) === QUOTE) {
      let value = '';
      let start = index + 1;
      for (;;) {
        const close = text.indexOf('"', start);
        if (close === -1) {
          value += text.slice(start);
          index = length;
          break;
        }
        value += text.slice(start, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          value += '"';
          start = close + 2;
        } else {
          index = close + 1;
          break;
        }
      }
      // Anything between the closing quote and the separator belongs to the field.
      const end = fieldEnd(text, index);
      field = value + text.slice(index, end);
      index = end;
    } else {
      const end = fieldEnd(text, index);
      field = text.slice(index, end);
      index = end;
    }
    row.push(field);
    const separator = text.charCodeAt(index);
    if (separator === COMMA) {
      index += 1;
      if (index === length) row.push('');
      continue;
    }
    index += separator === CR && text.charCodeAt(index + 1) === LF ? 2 : 1;
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/** Index of the comma or line break ending the unquoted field at `from` (or the text's end). */
function fieldEnd(text: string, from: number): number {
  let index = from;
  const length = text.length;
  while (index < length) {
    const code = text.charCodeAt(index);
    if (code === COMMA || code === LF || code === CR) return index;
    index += 1;
  }
  return length;
}
