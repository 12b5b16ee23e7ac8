import type { CsvValue } from './csv-value.ts';

/** A row whose slash headers (`contributor/name`) became nested objects. */
export interface NestedRow {
  [key: string]: CsvValue | NestedRow;
}

/**
 * Builds a row object from headers and typed values; a header containing slashes nests
 * (`a/b/c` -> `{ a: { b: { c } } }`). A plain value already at a path segment is replaced
 * by the nested object.
 */
export function nestRow(headers: readonly string[], values: readonly CsvValue[]): NestedRow {
  const row: NestedRow = {};
  headers.forEach((header, column) => {
    const value = values[column] ?? null;
    if (!header.includes('/')) {
      row[header] = value;
      return;
    }
    const path = header.split('/');
    const last = path.pop() as string; // split always gives at least one segment
    let target = row;
    for (const segment of path) {
      const next = target[segment];
      if (next !== null && typeof next === 'object') {
        target = next;
      } else {
        const nested: NestedRow = {};
        target[segment] = nested;
        target = nested;
      }
    }
    target[last] = value;
  });
  return row;
}
