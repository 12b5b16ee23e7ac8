/** Hand-written PDFs for the object reader's tests: what pdf-lib will not write. */

export const text = (value: string) => new TextEncoder().encode(value);

export async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** An xref stream row: type, then the two fields (offset or object stream and index). */
export type XrefRow = [number, number, number];

/**
 * Writes a PDF by hand, object by object, keeping each object's offset so that the
 * cross-reference sections (tables or streams) written after them point at them.
 */
export class PdfWriter {
  private parts: Uint8Array[] = [];
  private length = 0;
  readonly offsets = new Map<number, number>();

  constructor() {
    this.raw('%PDF-1.7\n');
  }

  raw(bytes: string | Uint8Array): number {
    const at = this.length;
    const part = typeof bytes === 'string' ? text(bytes) : bytes;
    this.parts.push(part);
    this.length += part.length;
    return at;
  }

  /** `num 0 obj dict [stream body endstream] endobj`; `eol` is the end of line after `stream`. */
  object(num: number, dict: string, stream?: Uint8Array, eol = '\n'): this {
    this.offsets.set(num, this.length);
    this.raw(`${num} 0 obj\n${dict}`);
    if (stream) {
      this.raw(`\nstream${eol}`);
      this.raw(stream);
      this.raw('\nendstream');
    }
    this.raw('\nendobj\n');
    return this;
  }

  /** A stream object with its `/Length` filled in. */
  stream(num: number, dict: string, body: Uint8Array, eol = '\n'): this {
    return this.object(num, `<< ${dict} /Length ${body.length} >>`, body, eol);
  }

  /** An xref table of the objects `nums` (and a free object 0), its trailer and startxref. */
  xrefTable(nums: number[], trailer: string): number {
    const rows = nums.map(
      (num) => `${num} 1\n${String(this.offsets.get(num)).padStart(10, '0')} 00000 n \n`,
    );
    const at = this.raw(`xref\n0 1\n0000000000 65535 f \n${rows.join('')}trailer\n${trailer}\n`);
    this.raw(`startxref\n${at}\n%%EOF\n`);
    return at;
  }

  /** An xref stream (object `num`) of `rows` (field widths [1 4 1] unless told), and startxref. */
  async xrefStream(
    num: number,
    rows: XrefRow[],
    dict: string,
    options: { predictor?: boolean; filter?: boolean; widths?: [number, number, number] } = {},
  ): Promise<number> {
    const widths = options.widths ?? [1, 4, 1];
    const width = widths[0] + widths[1] + widths[2];
    const plain = new Uint8Array(rows.length * width);
    rows.forEach((fields, row) => {
      let at = row * width;
      fields.forEach((field, index) => {
        // Each field big-endian in its width (a type of width 0 is left out).
        for (let byte = widths[index] as number; byte > 0; byte -= 1, at += 1)
          plain[at] = Math.floor(field / 256 ** (byte - 1)) & 255;
      });
    });
    let data = plain;
    if (options.predictor) {
      // PNG "Up" rows: a filter byte 2, then each byte less the one above it.
      data = new Uint8Array(rows.length * (width + 1));
      for (let row = 0; row < rows.length; row += 1) {
        data[row * (width + 1)] = 2;
        for (let column = 0; column < width; column += 1) {
          const above = row > 0 ? (plain[(row - 1) * width + column] as number) : 0;
          data[row * (width + 1) + 1 + column] =
            ((plain[row * width + column] as number) - above) & 255;
        }
      }
    }
    const filter = options.filter === false ? '' : '/Filter /FlateDecode';
    const params = options.predictor ? `/DecodeParms << /Predictor 12 /Columns ${width} >>` : '';
    const body = options.filter === false ? data : await deflate(data);
    const at = this.length;
    this.stream(num, `/Type /XRef /W [${widths.join(' ')}] ${filter} ${params} ${dict}`, body);
    this.raw(`startxref\n${at}\n%%EOF\n`);
    return at;
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const part of this.parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }
}
