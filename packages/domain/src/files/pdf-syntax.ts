/** A PDF name (`/DeviceRGB`), without its slash, `#xx` escapes decoded. */
export interface PdfName {
  name: string;
}
/** A reference to an indirect object (`12 0 R`). */
export interface PdfRef {
  num: number;
  gen: number;
}
/** A PDF string; its text is not read, so only that it is one. */
export interface PdfString {
  string: true;
}
export type PdfValue =
  | number
  | boolean
  | null
  | PdfName
  | PdfRef
  | PdfString
  | PdfValue[]
  | PdfDict
  | PdfKeyword;
export type PdfDict = Map<string, PdfValue>;
/** A bare word other than true, false and null (`obj`, `stream`, `R`...). */
interface PdfKeyword {
  keyword: string;
}

/** The bytes ran out before the value did: read more and parse again. */
export class PdfTruncated extends Error {}

const WHITESPACE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITERS = new Set('()<>[]{}/%'.split('').map((char) => char.charCodeAt(0)));
const isRegular = (byte: number) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte);

export const isName = (value: PdfValue | undefined): value is PdfName =>
  typeof value === 'object' && value !== null && 'name' in value;
export const isRef = (value: PdfValue | undefined): value is PdfRef =>
  typeof value === 'object' && value !== null && 'num' in value && 'gen' in value;
export const isDict = (value: PdfValue | undefined): value is PdfDict => value instanceof Map;
/** The numbers among `values` (an array's, or an operator's operands), in order. */
export const numbersOf = (values: PdfValue[]) =>
  values.filter((value): value is number => typeof value === 'number');
/** The operator a bare word is (`cs`, `Do`...), or undefined for any other value. */
export const keywordOf = (value: PdfValue | undefined) =>
  typeof value === 'object' && value !== null && 'keyword' in value ? value.keyword : undefined;
export const isKeyword = (value: PdfValue | undefined, word: string) =>
  typeof value === 'object' && value !== null && 'keyword' in value && value.keyword === word;

/**
 * Reads PDF values (PDF 32000-1, 7.3) from bytes, from `pos` on: enough of the syntax to read
 * dictionaries, never content. Throws `PdfTruncated` when the bytes end inside a value (a
 * word too, unless they are `whole`).
 */
export class PdfLexer {
  /** `whole`: the bytes are all there is (a stream's body, a file's end), so they end a word. */
  constructor(
    readonly bytes: Uint8Array,
    public pos = 0,
    private readonly whole = false,
  ) {}

  private peek(): number {
    const byte = this.bytes[this.pos];
    if (byte === undefined) throw new PdfTruncated('PDF bytes end inside a value');
    return byte;
  }

  skipSpace(): void {
    for (;;) {
      const byte = this.peek();
      if (WHITESPACE.has(byte)) this.pos += 1;
      else if (byte === 0x25 /* % */) {
        while (this.peek() !== 10 && this.peek() !== 13) this.pos += 1;
      } else return;
    }
  }

  private word(): string {
    const start = this.pos;
    while (this.pos < this.bytes.length && isRegular(this.bytes[this.pos] as number)) this.pos += 1;
    if (this.pos >= this.bytes.length && !this.whole)
      throw new PdfTruncated('PDF bytes end inside a word');
    return String.fromCharCode(...this.bytes.subarray(start, this.pos));
  }

  private literalString(): PdfString {
    let depth = 0;
    for (;;) {
      const byte = this.peek();
      this.pos += 1;
      if (byte === 0x5c /* \ */) this.pos += 1;
      else if (byte === 0x28) depth += 1;
      else if (byte === 0x29 && --depth === 0) return { string: true };
    }
  }

  /** The next value; an integer followed by `gen R` is a reference. */
  value(): PdfValue {
    this.skipSpace();
    const byte = this.peek();
    if (byte === 0x28) return this.literalString();
    if (byte === 0x2f /* / */) {
      this.pos += 1;
      return {
        name: this.word().replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        ),
      };
    }
    if (byte === 0x5b /* [ */) {
      this.pos += 1;
      const items: PdfValue[] = [];
      for (this.skipSpace(); this.peek() !== 0x5d; this.skipSpace()) items.push(this.value());
      this.pos += 1;
      return items;
    }
    if (byte === 0x3c /* < */) {
      if (this.bytes[this.pos + 1] !== 0x3c) {
        while (this.peek() !== 0x3e) this.pos += 1;
        this.pos += 1;
        return { string: true };
      }
      this.pos += 2;
      const dict: PdfDict = new Map();
      for (this.skipSpace(); this.peek() !== 0x3e; this.skipSpace()) {
        const key = this.value();
        if (!isName(key)) throw new Error('A PDF dictionary key is not a name');
        dict.set(key.name, this.value());
      }
      this.pos += 2;
      return dict;
    }
    const word = this.word();
    if (word === '') throw new Error(`Unexpected PDF byte ${byte}`);
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'null') return null;
    const number = Number(word);
    if (Number.isNaN(number)) return { keyword: word };
    if (Number.isInteger(number)) {
      const after = this.pos;
      const ref = this.refTail(number);
      if (ref) return ref;
      this.pos = after;
    }
    return number;
  }

  /** `gen R` after an object number, or undefined (the lexer then goes back itself). */
  private refTail(num: number): PdfRef | undefined {
    try {
      this.skipSpace();
      const gen = this.word();
      if (!/^\d+$/.test(gen)) return undefined;
      this.skipSpace();
      if (this.word() !== 'R') return undefined;
      return { num, gen: Number(gen) };
    } catch (error) {
      // Bytes ending after a number end a value only when the number is the last thing read.
      if (error instanceof PdfTruncated) return undefined;
      throw error;
    }
  }
}
