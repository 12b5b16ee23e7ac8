import { normaliseIsbn } from '../reference/isbn13.ts';

/** A row left out because an earlier row is the same book. */
export interface DuplicateBulkRow {
  row: number;
  duplicateOf: number;
  key: string;
}

/** A title as rows are compared by it: trimmed, lower case, each run of spaces one space. */
function titleKey(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Tells which rows are the same book as an earlier row: the same ISBN (dashes and spaces
 * ignored), or without one the same title (`titleKey`) and format. Titles are first told apart
 * by a number computed from their characters, so a row's title is copied into its lower-case
 * key only when an earlier title has the same number: the copies of a large upload's titles
 * were the slowest part of checking it (bench/csv).
 */
export class FirstRows {
  readonly #byIsbn = new Map<string, number>();
  readonly #byTitleHash = new Map<number, number>();
  /** Titles whose number an earlier, different title already has, by their full key. */
  readonly #byTitleKey = new Map<string, number>();
  readonly #titles: string[] = [];
  readonly #formats: string[] = [];

  /** The earlier row `row` repeats, or undefined (and `row` is remembered as a first). */
  duplicateOf(
    row: number,
    isbnText: string,
    titleText: string,
    format: string,
  ): DuplicateBulkRow | undefined {
    const isbn = normaliseIsbn(isbnText);
    if (isbn !== '') return firstOf(this.#byIsbn, isbn, row, 'isbn:');
    const hash = titleHash(titleText, format);
    if (hash === undefined) return undefined;
    const first = this.#byTitleHash.get(hash);
    if (first === undefined) {
      this.#byTitleHash.set(hash, row);
      this.#titles[row] = titleText;
      this.#formats[row] = format;
      return undefined;
    }
    const key = `${titleKey(titleText)}|${format}`;
    const firstKey = `${titleKey(this.#titles[first] ?? '')}|${this.#formats[first]}`;
    if (key === firstKey) return { row, duplicateOf: first, key: `title:${key}` };
    return firstOf(this.#byTitleKey, key, row, 'title:');
  }
}

/** The duplicate when `map` has a first row for `key`, or else records `row` as the first. */
function firstOf(
  map: Map<string, number>,
  key: string,
  row: number,
  kind: 'isbn:' | 'title:',
): DuplicateBulkRow | undefined {
  const first = map.get(key);
  if (first !== undefined) return { row, duplicateOf: first, key: kind + key };
  map.set(key, row);
  return undefined;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * An FNV-1a hash of `titleKey(title)` and the format, or undefined for a title that is empty
 * after trimming. An ASCII title is hashed as if its key were made, without making it.
 */
export function titleHash(title: string, format: string): number | undefined {
  let hash = hashKeyOf(title, false);
  if (hash === NOT_ASCII) hash = hashKeyOf(titleKey(title), true);
  if (hash === undefined) return undefined;
  hash = Math.imul(hash ^ 0x7c, FNV_PRIME);
  for (let index = 0; index < format.length; index++) {
    hash = Math.imul(hash ^ format.charCodeAt(index), FNV_PRIME);
  }
  return hash & 0x3fffffff; // a small integer: the map hashes it without boxing
}

const NOT_ASCII = -1;

/**
 * The hash of the text trimmed, in lower case and with each run of spaces one space (ASCII
 * only); `NOT_ASCII` at the first other character unless `anyCharacter` (a made key).
 */
function hashKeyOf(text: string, anyCharacter: boolean): number | undefined {
  let hash = FNV_OFFSET;
  let pendingSpace = false;
  let empty = true;
  for (let index = 0; index < text.length; index++) {
    let code = text.charCodeAt(index);
    if (code >= 128 && !anyCharacter) return NOT_ASCII;
    if (code === 32 || (code >= 9 && code <= 13)) {
      pendingSpace = !empty;
      continue;
    }
    if (pendingSpace) hash = Math.imul(hash ^ 32, FNV_PRIME);
    pendingSpace = false;
    empty = false;
    if (code >= 65 && code <= 90) code += 32;
    hash = Math.imul(hash ^ code, FNV_PRIME);
  }
  return empty ? undefined : hash;
}
