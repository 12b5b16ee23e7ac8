/** A CSV cell after typing. */
export type CsvValue = string | number | boolean | null;

const NUMERIC = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * Types one trimmed cell: 'true', 'false' and 'null' become true, false and null; numeric
 * strings become numbers (only when the number reads back to the same digits, so an ISBN or
 * a code with leading zeros such as `0123` stays text); an empty cell is null.
 */
export function typeCsvValue(raw: string): CsvValue {
  const text = raw.trim();
  if (text === '' || text === 'null') return null;
  if (text === 'true') return true;
  if (text === 'false') return false;
  const first = text.charCodeAt(0);
  // Only text starting with a digit, minus or point can be numeric: skip the regex otherwise.
  const maybeNumeric = (first >= 48 && first <= 57) || first === 45 || first === 46;
  if (maybeNumeric && NUMERIC.test(text) && !/^-?0\d/.test(text)) {
    const number = Number(text);
    if (Number.isSafeInteger(number) || !Number.isInteger(number)) return number;
  }
  return text;
}
