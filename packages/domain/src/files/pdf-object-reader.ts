import {
  isDict,
  isKeyword,
  isName,
  isRef,
  type PdfDict,
  PdfLexer,
  type PdfRef,
  PdfTruncated,
  type PdfValue,
} from './pdf-syntax.ts';

/** Bytes [begin, end) of a PDF: a slice of a file in the browser, a stored range on the server. */
export type ReadPdfRange = (begin: number, end: number) => Promise<Uint8Array>;

/** Where an object is: at an offset of the file, or the `index`th in an object stream. */
type XrefEntry = { offset: number } | { stream: number; index: number };

/** An object as read: its value, and a stream's body when it is a stream. */
interface PdfObject {
  value: PdfValue;
  body?: Uint8Array;
}

const FIRST_READ = 4096;
/** The most a single object may take: a dictionary larger than this is not one preflight reads. */
const MOST_READ = 8 * 1024 * 1024;
const latin1 = new TextDecoder('latin1');

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Undoes PNG predictors (xref streams use `Predictor 12`): one filter byte a row. */
function unpredict(data: Uint8Array, columns: number): Uint8Array {
  const rows = Math.floor(data.length / (columns + 1));
  const out = new Uint8Array(rows * columns);
  for (let row = 0; row < rows; row += 1) {
    const filter = data[row * (columns + 1)];
    for (let column = 0; column < columns; column += 1) {
      const raw = data[row * (columns + 1) + 1 + column] as number;
      const at = row * columns + column;
      const left = column > 0 ? (out[at - 1] as number) : 0;
      const up = row > 0 ? (out[at - columns] as number) : 0;
      const upLeft = row > 0 && column > 0 ? (out[at - columns - 1] as number) : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const predicted = [0, left, up, (left + up) >> 1, paeth()][filter ?? 0] ?? 0;
      out[at] = (raw + predicted) & 255;
    }
  }
  return out;
}

/**
 * Reads a PDF's objects by reference over ranges of its bytes, without holding the file: its
 * cross-reference (tables or streams, with their updates) once, then each object asked for with
 * a small read around it, and the object stream it sits in when it is compressed (the last one
 * read is kept). Enough to read dictionaries that pdf.js does not give: it filters only Flate
 * streams and reads no encrypted file's streams.
 */
export class PdfObjectReader {
  private xref: Map<number, XrefEntry> | undefined;
  private objectStream: { num: number; objects: PdfValue[] } | undefined;

  constructor(
    private readonly read: ReadPdfRange,
    private readonly length: number,
  ) {}

  /** A reader of a file already in memory (the browser's, a test's). */
  static ofBytes(bytes: Uint8Array): PdfObjectReader {
    return new PdfObjectReader(async (begin, end) => bytes.subarray(begin, end), bytes.length);
  }

  /** Parses at `offset` with `parse`, reading more of the file while the bytes run out. */
  private async parseAt<T>(offset: number, parse: (lexer: PdfLexer) => T): Promise<T> {
    for (let size = FIRST_READ; ; size *= 2) {
      const end = Math.min(this.length, offset + size);
      try {
        return parse(new PdfLexer(await this.read(offset, end), 0, end === this.length));
      } catch (error) {
        if (!(error instanceof PdfTruncated) || end === this.length || size >= MOST_READ)
          throw error;
      }
    }
  }

  /** The object at an offset (`num gen obj`): its value, and with `withBody` its stream's body. */
  private async objectAt(offset: number, withBody = false): Promise<PdfObject> {
    const { value, bodyAt } = await this.parseAt(offset, (lexer) => {
      lexer.value();
      lexer.value();
      if (!isKeyword(lexer.value(), 'obj')) throw new Error(`No PDF object at ${offset}`);
      const parsed = lexer.value();
      lexer.skipSpace();
      const start = lexer.pos;
      const next = lexer.value();
      if (!isKeyword(next, 'stream')) return { value: parsed, bodyAt: undefined };
      // The body starts after the end of line that follows `stream` (CRLF or LF).
      let at = start + 'stream'.length;
      if (lexer.bytes[at] === 13) at += 1;
      if (lexer.bytes[at] === 10) at += 1;
      return { value: parsed, bodyAt: offset + at };
    });
    if (!withBody || bodyAt === undefined || !isDict(value)) return { value };
    return { value, body: await this.bodyOf(value, bodyAt) };
  }

  /** A stream's body, inflated. */
  private async bodyOf(dict: PdfDict, at: number): Promise<Uint8Array> {
    const length = await this.resolve(dict.get('Length'));
    if (typeof length !== 'number') throw new Error('A PDF stream has no length');
    const raw = await this.read(at, Math.min(this.length, at + length));
    const filter = await this.resolve(dict.get('Filter'));
    const filters = Array.isArray(filter) ? filter : filter ? [filter] : [];
    if (filters.length === 0) return raw;
    if (filters.length > 1 || !isName(filters[0]) || filters[0].name !== 'FlateDecode')
      throw new Error('A PDF stream is not Flate-compressed');
    const inflated = await inflate(raw);
    const params = await this.resolve(dict.get('DecodeParms'));
    const predictor = isDict(params) ? params.get('Predictor') : undefined;
    if (typeof predictor !== 'number' || predictor < 10) return inflated;
    const columns = isDict(params) ? params.get('Columns') : undefined;
    return unpredict(inflated, typeof columns === 'number' ? columns : 1);
  }

  /** The file's cross-reference: every section, newest first, older entries kept only if new. */
  private async readXref(): Promise<Map<number, XrefEntry>> {
    const tailStart = Math.max(0, this.length - 1024);
    const tail = latin1.decode(await this.read(tailStart, this.length));
    const found = /startxref\s+(\d+)/g;
    let start: number | undefined;
    for (let match = found.exec(tail); match; match = found.exec(tail)) start = Number(match[1]);
    if (start === undefined) throw new Error('The PDF has no startxref');
    const entries = new Map<number, XrefEntry>();
    const seen = new Set<number>();
    const pending = [start];
    for (let offset = pending.pop(); offset !== undefined; offset = pending.pop()) {
      if (seen.has(offset)) continue;
      seen.add(offset);
      const trailer = await this.xrefSection(offset, entries);
      for (const key of ['Prev', 'XRefStm']) {
        const next = trailer.get(key);
        if (typeof next === 'number') pending.push(next);
      }
    }
    return entries;
  }

  /** Reads one xref section into `entries` (keeping newer ones) and gives its trailer. */
  private async xrefSection(offset: number, entries: Map<number, XrefEntry>): Promise<PdfDict> {
    const keep = (num: number, entry: XrefEntry) => {
      if (!entries.has(num)) entries.set(num, entry);
    };
    const table = await this.parseAt(offset, (lexer) => {
      if (!isKeyword(lexer.value(), 'xref')) return undefined;
      const rows: Array<[number, XrefEntry | undefined]> = [];
      for (;;) {
        const first = lexer.value();
        if (isKeyword(first, 'trailer')) {
          const trailer = lexer.value();
          return { rows, trailer: isDict(trailer) ? trailer : new Map() };
        }
        const count = lexer.value() as number;
        for (let index = 0; index < count; index += 1) {
          const at = lexer.value() as number;
          lexer.value();
          const used = isKeyword(lexer.value(), 'n');
          rows.push([(first as number) + index, used ? { offset: at } : undefined]);
        }
      }
    });
    if (table) {
      for (const [num, entry] of table.rows) if (entry && !entries.has(num)) keep(num, entry);
      return table.trailer;
    }
    const { value, body } = await this.objectAt(offset, true);
    if (!isDict(value) || !body) throw new Error('The PDF cross-reference cannot be read');
    const widths = (value.get('W') as number[]) ?? [];
    const [w1 = 1, w2 = 0, w3 = 0] = widths;
    const index = (value.get('Index') as number[] | undefined) ?? [0, value.get('Size') as number];
    const field = (at: number, width: number) => {
      let number = 0;
      for (let byte = 0; byte < width; byte += 1) number = number * 256 + (body[at + byte] ?? 0);
      return number;
    };
    let at = 0;
    for (let pair = 0; pair + 1 < index.length; pair += 2) {
      const [first, count] = [index[pair] as number, index[pair + 1] as number];
      for (let number = first; number < first + count; number += 1, at += w1 + w2 + w3) {
        const type = w1 === 0 ? 1 : field(at, w1);
        const second = field(at + w1, w2);
        const third = field(at + w1 + w2, w3);
        if (type === 1) keep(number, { offset: second });
        else if (type === 2) keep(number, { stream: second, index: third });
      }
    }
    return value;
  }

  private async fromObjectStream(num: number, index: number): Promise<PdfValue> {
    if (this.objectStream?.num !== num) {
      const entry = (await this.entries()).get(num);
      if (!entry || !('offset' in entry)) throw new Error('A PDF object stream is missing');
      const { value, body } = await this.objectAt(entry.offset, true);
      if (!isDict(value) || !body) throw new Error('A PDF object stream cannot be read');
      const lexer = new PdfLexer(body, 0, true);
      const count = value.get('N') as number;
      const first = value.get('First') as number;
      const offsets: Array<[number, number]> = [];
      for (let each = 0; each < count; each += 1)
        offsets.push([lexer.value() as number, lexer.value() as number]);
      const objects = offsets.map(([, objectOffset]) => {
        lexer.pos = first + objectOffset;
        return lexer.value();
      });
      this.objectStream = { num, objects };
    }
    return this.objectStream.objects[index] ?? null;
  }

  private async entries(): Promise<Map<number, XrefEntry>> {
    this.xref ??= await this.readXref();
    return this.xref;
  }

  /** An object by reference (a stream's dictionary, not its body). */
  async object(ref: PdfRef): Promise<PdfValue> {
    const entry = (await this.entries()).get(ref.num);
    if (!entry) return null;
    if ('stream' in entry) return this.fromObjectStream(entry.stream, entry.index);
    return (await this.objectAt(entry.offset)).value;
  }

  /**
   * A stream by reference: its dictionary and its body, inflated (a page's or a form's content),
   * or undefined when the reference is not to a stream. Throws on a filter other than Flate.
   */
  async stream(ref: PdfRef): Promise<{ dict: PdfDict; body: Uint8Array } | undefined> {
    const entry = (await this.entries()).get(ref.num);
    // Streams are never inside object streams (PDF 32000-1, 7.5.7).
    if (!entry || !('offset' in entry)) return undefined;
    const { value, body } = await this.objectAt(entry.offset, true);
    return isDict(value) && body ? { dict: value, body } : undefined;
  }

  /** A value with its reference followed (one level), or the value itself. */
  async resolve(value: PdfValue | undefined): Promise<PdfValue | undefined> {
    return isRef(value) ? this.object(value) : value;
  }
}
