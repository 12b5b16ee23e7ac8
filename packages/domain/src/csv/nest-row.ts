import { type CsvValue, typeCsvValue } from './csv-value.ts';

/** A row whose slash headers (`contributor/name`) became nested objects. */
export interface NestedRow {
  [key: string]: CsvValue | NestedRow;
}

/**
 * Returns a function building a row object from a row's cells for these headers: each cell
 * is typed (`typeCsvValue`, a missing cell is null) and a header containing slashes
 * nests (`a/b/c` -> `{ a: { b: { c } } }`) and a plain value already at a path segment is
 * replaced by the nested object. Header paths are split once, not per row.
 */
export function rowBuilder(headers: readonly string[]): (cells: readonly string[]) => NestedRow {
  const paths = headers.map((header) => header.split('/'));
  return (cells) => {
    const row: NestedRow = {};
    for (let column = 0; column < paths.length; column++) {
      const path = paths[column] as string[]; // one path per header
      const cell = cells[column];
      const value = cell === undefined ? null : typeCsvValue(cell);
      let target = row;
      for (let depth = 0; depth < path.length - 1; depth++) {
        const segment = path[depth] as string;
        const next = target[segment];
        if (next !== null && typeof next === 'object') {
          target = next;
        } else {
          const nested: NestedRow = {};
          target[segment] = nested;
          target = nested;
        }
      }
      target[path[path.length - 1] as string] = value;
    }
    return row;
  };
}
