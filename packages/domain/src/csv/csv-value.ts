/** A CSV cell after typing. */
export type CsvValue = string | number | boolean | null;

const NUMERIC = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * Types one trimmed cell: 'true', 'false' and 'null' become true, false and null; numeric
 * strings become numbers (only when the number reads back to the same digits, so an ISBN or
 * a code with leading zeros such as `0123` stays text); an empty cell is null.
 */
export function typeCsvValue(raw: string): CsvValue {
  const text = trimmedCell(raw);
  if (text === '' || text === 'null') return null;
  if (text === 'true') return true;
  if (text === 'false') return false;
  const whole = plainWholeNumber(text);
  if (whole >= 0) return whole;
  const first = text.charCodeAt(0);
  // Only text starting with a digit, minus or point can be numeric: skip the regex otherwise.
  const maybeNumeric = (first >= 48 && first <= 57) || first === 45 || first === 46;
  if (maybeNumeric && NUMERIC.test(text) && !hasLeadingZero(text)) {
    const number = Number(text);
    if (Number.isSafeInteger(number) || !Number.isInteger(number)) return number;
  }
  return text;
}

/** A cell as text: trimmed, and empty for an empty cell or `null` (as `typeCsvValue` reads them). */
export function csvCellText(raw: string): string {
  const text = trimmedCell(raw);
  return text === 'null' ? '' : text;
}

// Most cells have no space around them: trim only those that may have (an end at or below
// the space, or outside ASCII, where Unicode has other spaces).
function trimmedCell(raw: string): string {
  if (raw === '') return raw;
  const first = raw.charCodeAt(0);
  const last = raw.charCodeAt(raw.length - 1);
  return first <= 32 || first >= 128 || last <= 32 || last >= 128 ? raw.trim() : raw;
}

/** `0123` or `-05`: a code, not a number (`0`, `0.5` and `-0.5` are numbers). */
function hasLeadingZero(numeric: string): boolean {
  const start = numeric.charCodeAt(0) === 45 ? 1 : 0;
  const next = numeric.charCodeAt(start + 1);
  return numeric.charCodeAt(start) === 48 && next >= 48 && next <= 57;
}

/**
 * The value of text of 1 to 15 digits without a leading zero, the most common numeric cell
 * (ids, pages, millimetres), read without a regex; -1 for any other text.
 */
function plainWholeNumber(text: string): number {
  const length = text.length;
  if (length > 15 || (length > 1 && text.charCodeAt(0) === 48)) return -1;
  let value = 0;
  for (let index = 0; index < length; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}
