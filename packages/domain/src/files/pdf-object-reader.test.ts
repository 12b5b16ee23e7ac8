import { describe, expect, it } from 'vitest';
import type { PdfImageFact } from './pdf-facts.ts';
import { PdfObjectReader } from './pdf-object-reader.ts';
import { readPageColours } from './read-page-colours.ts';

const text = (value: string) => new TextEncoder().encode(value);

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** An xref stream row: type, then the two fields (offset or object stream and index). */
type XrefRow = [number, number, number];

/**
 * Writes a PDF by hand, object by object, keeping each object's offset so that the
 * cross-reference sections (tables or streams) written after them point at them.
 */
class PdfWriter {
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

/** An object stream's body: the `num offset` pairs, then the objects from `/First` on. */
function objectStreamBody(objects: Array<[number, string]>): { body: Uint8Array; first: number } {
  let offset = 0;
  const pairs: string[] = [];
  for (const [num, value] of objects) {
    pairs.push(`${num} ${offset}`);
    offset += value.length + 1;
  }
  const head = `${pairs.join(' ')}\n`;
  return {
    body: text(head + objects.map(([, value]) => `${value}\n`).join('')),
    first: head.length,
  };
}

const PAGE = { num: 3, gen: 0 };
const box = { xMm: 10, yMm: 20, widthMm: 30, heightMm: 40 };
const placed = (pixelWidth: number, pixelHeight: number): PdfImageFact => ({
  pixelWidth,
  pixelHeight,
  box,
  ppi: 300,
});
const painted = { images: [placed(400, 300)] };
const RGB_IMAGE =
  '<< /Type /XObject /Subtype /Image /Width 400 /Height 300 /ColorSpace /DeviceRGB /BitsPerComponent 8 >>';

/** A file whose page 3 has `resources` (objects 4 on from `more`), in an xref table. */
function pageFile(resources: string, more: Array<[number, string]> = []): Uint8Array {
  const writer = new PdfWriter()
    .object(1, '<< /Type /Catalog /Pages 2 0 R >>')
    .object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>')
    .object(3, `<< /Type /Page /Parent 2 0 R /Resources ${resources} >>`);
  for (const [num, dict] of more) writer.object(num, dict);
  writer.xrefTable([1, 2, 3, ...more.map(([num]) => num)], '<< /Size 20 /Root 1 0 R >>');
  return writer.bytes();
}

const coloursOf = (bytes: Uint8Array, facts = painted) =>
  readPageColours(PdfObjectReader.ofBytes(bytes), PAGE, facts);

describe('the PDF object reader', () => {
  it('reads an xref stream with a PNG predictor and an object stream', async () => {
    const { body, first } = objectStreamBody([
      [3, '<< /Type /Page /Resources << /XObject << /Im 5 0 R >> /ColorSpace << /S 6 0 R >> >> >>'],
      [6, '[/Separation /Gold /DeviceCMYK 7 0 R]'],
    ]);
    const writer = new PdfWriter()
      .stream(4, `/Type /ObjStm /N 2 /First ${first} /Filter /FlateDecode`, await deflate(body))
      .object(5, RGB_IMAGE);
    await writer.xrefStream(
      9,
      [
        [0, 0, 255],
        [2, 4, 0],
        [1, writer.offsets.get(4) ?? 0, 0],
        [1, writer.offsets.get(5) ?? 0, 0],
        [2, 4, 1],
        [2, 4, 2],
      ],
      '/Size 10 /Index [0 1 3 5]',
      { predictor: true },
    );
    const reader = PdfObjectReader.ofBytes(writer.bytes());
    expect(await readPageColours(reader, PAGE, painted)).toEqual({
      rgbImages: [box],
      spotColours: ['Gold'],
    });
    // The object stream read is kept: a second object of it, and one past its end.
    expect(await reader.object({ num: 6, gen: 0 })).toEqual([
      { name: 'Separation' },
      { name: 'Gold' },
      { name: 'DeviceCMYK' },
      { num: 7, gen: 0 },
    ]);
    expect(await reader.object({ num: 7, gen: 0 })).toBeNull();
    expect(await reader.object({ num: 1, gen: 0 })).toBeNull();
    expect(await reader.object({ num: 8, gen: 0 })).toBeNull();
  });

  it('reads an unfiltered xref stream with no /Index, and an unfiltered object stream', async () => {
    const { body, first } = objectStreamBody([
      [3, `<< /Resources << /XObject << /Im 5 0 R >> >> >>`],
    ]);
    const writer = new PdfWriter()
      .stream(4, `/Type /ObjStm /N 1 /First ${first}`, body, '\r\n')
      .object(5, RGB_IMAGE);
    await writer.xrefStream(
      6,
      [
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
        [2, 4, 0],
        [1, writer.offsets.get(4) ?? 0, 0],
        [1, writer.offsets.get(5) ?? 0, 0],
      ],
      '/Size 6',
      { filter: false },
    );
    expect(await coloursOf(writer.bytes())).toEqual({ rgbImages: [box], spotColours: [] });
  });

  it('takes the newest definition of an object through a /Prev chain of updates', async () => {
    const writer = new PdfWriter()
      .object(1, '<< /Type /Catalog /Pages 2 0 R >>')
      .object(
        3,
        '<< /Type /Page /Resources << /ColorSpace << /S [/Separation /Old /DeviceCMYK 4 0 R] >> >> >>',
      );
    const firstXref = writer.xrefTable([1, 3], '<< /Size 5 /Root 1 0 R >>');
    writer.object(
      3,
      '<< /Type /Page /Resources << /ColorSpace << /S [/Separation /New /DeviceCMYK 4 0 R] >> >> >>',
    );
    writer.xrefTable([3], `<< /Size 5 /Root 1 0 R /Prev ${firstXref} >>`);
    const reader = PdfObjectReader.ofBytes(writer.bytes());
    expect(await readPageColours(reader, PAGE, painted)).toEqual({
      rgbImages: [],
      spotColours: ['New'],
    });
    // Object 1 is read from the older section.
    expect(await reader.object({ num: 1, gen: 0 })).toEqual(
      new Map([
        ['Type', { name: 'Catalog' }],
        ['Pages', { num: 2, gen: 0 }],
      ]),
    );
  });

  it('takes the newest definition of an object through updates in xref streams', async () => {
    const writer = new PdfWriter()
      .object(3, '<< /Resources << /ColorSpace << /S [/Separation /Old /DeviceCMYK 4 0 R] >> >> >>')
      .object(4, '<< /Subtype /Form /Resources << /XObject << /Im 5 0 R >> >> >>');
    const firstAt = await writer.xrefStream(
      9,
      [
        [1, writer.offsets.get(3) ?? 0, 0],
        [1, writer.offsets.get(4) ?? 0, 0],
      ],
      '/Size 10 /Index [3 2]',
    );
    writer
      .object(
        3,
        '<< /Resources << /ColorSpace << /S [/Separation /New /DeviceCMYK 4 0 R] >> /XObject << /Fm 4 0 R >> >> >>',
      )
      .object(5, RGB_IMAGE);
    // Without a type field (/W [0 …]) every entry is an object at an offset.
    await writer.xrefStream(
      10,
      [
        [1, writer.offsets.get(3) ?? 0, 0],
        [1, writer.offsets.get(5) ?? 0, 0],
      ],
      `/Size 11 /Index [3 1 5 1] /Prev ${firstAt}`,
      { widths: [0, 4, 0] },
    );
    expect(await coloursOf(writer.bytes())).toEqual({ rgbImages: [box], spotColours: ['New'] });
  });

  it('reads a hybrid file: an xref table whose trailer names an /XRefStm', async () => {
    const { body, first } = objectStreamBody([
      [
        3,
        '<< /Resources << /ColorSpace << /S [/DeviceN [/Cyan /Varnish] /DeviceCMYK 9 0 R] >> >> >>',
      ],
    ]);
    const writer = new PdfWriter().stream(
      4,
      `/Type /ObjStm /N 1 /First ${first} /Filter [/FlateDecode]`,
      await deflate(body),
    );
    const streamAt = await writer.xrefStream(
      5,
      [
        [2, 4, 0],
        [1, writer.offsets.get(4) ?? 0, 0],
      ],
      '/Size 6 /Index [3 2]',
    );
    writer.object(1, '<< /Type /Catalog >>');
    writer.xrefTable([1], `<< /Size 6 /Root 1 0 R /XRefStm ${streamAt} >>`);
    expect(await coloursOf(writer.bytes())).toEqual({ rgbImages: [], spotColours: ['Varnish'] });
  });

  it('reads a page larger than its first read, and stops at a /Prev loop', async () => {
    const padding = Array.from({ length: 1500 }, (_, index) => index).join(' ');
    const writer = new PdfWriter().object(
      3,
      `<< /Pad [${padding}] /Resources << /ColorSpace << /S [/Separation /Big /DeviceCMYK 4 0 R] >> >> >>`,
    );
    writer.xrefTable([3], '<< /Size 4 >>');
    const reader = PdfObjectReader.ofBytes(writer.bytes());
    expect(await readPageColours(reader, PAGE, painted)).toEqual({
      rgbImages: [],
      spotColours: ['Big'],
    });
    // A section whose /Prev is itself.
    const looping = new PdfWriter().object(
      3,
      '<< /Resources << /ColorSpace << /S [/Separation /Loop /DeviceCMYK 4 0 R] >> >> >>',
    );
    const loopAt = looping.raw('');
    looping.raw(
      `xref\n3 1\n${String(looping.offsets.get(3)).padStart(10, '0')} 00000 n \ntrailer\n<< /Prev ${loopAt} >>\nstartxref\n${loopAt}\n%%EOF\n`,
    );
    expect(await coloursOf(looping.bytes())).toEqual({ rgbImages: [], spotColours: ['Loop'] });
  });

  it('reads a trailer that is not a dictionary as an empty one', async () => {
    const writer = new PdfWriter().object(
      3,
      '<< /Resources << /ColorSpace << /S [/Separation /T /DeviceCMYK 4 0 R] >> >> >>',
    );
    const at = writer.raw(
      `xref\n3 1\n${String(writer.offsets.get(3)).padStart(10, '0')} 00000 n \ntrailer\n[1 2]\n`,
    );
    writer.raw(`startxref\n${at}\n%%EOF\n`);
    expect(await coloursOf(writer.bytes())).toEqual({ rgbImages: [], spotColours: ['T'] });
  });
});

describe('the PDF object reader, failing', () => {
  const failsWithNoFacts = async (bytes: Uint8Array) => {
    expect(await coloursOf(bytes)).toEqual({});
  };

  it('gives no colour facts for a file with no startxref', async () => {
    await failsWithNoFacts(text('%PDF-1.7\n3 0 obj\n<< >>\nendobj\n%%EOF\n'));
  });

  it('gives no colour facts when startxref points at neither a table nor a stream', async () => {
    const writer = new PdfWriter().object(3, '<< /Resources << >> >>');
    writer.raw('startxref\n0\n%%EOF\n');
    await failsWithNoFacts(writer.bytes());
    const intoNumbers = new PdfWriter().object(3, '[1 2]');
    intoNumbers.raw(`startxref\n${intoNumbers.offsets.get(3)}\n%%EOF\n`);
    await failsWithNoFacts(intoNumbers.bytes());
  });

  it('gives no colour facts when startxref points at an object that is not a stream', async () => {
    const writer = new PdfWriter().object(3, '<< /Type /XRef >>');
    writer.raw(`startxref\n${writer.offsets.get(3)}\n%%EOF\n`);
    await failsWithNoFacts(writer.bytes());
  });

  it('gives no colour facts for an xref table that runs to the end of the file', async () => {
    const writer = new PdfWriter().object(3, '<< >>');
    const at = writer.raw('xref\n0 1\n0000000000 65535 f \n3 1\n00000');
    writer.raw(`\nstartxref\n${at}\n%%EOF`);
    // The row is cut short: the table runs into `startxref` and on to the end of the file.
    await failsWithNoFacts(writer.bytes());
  });

  it('gives no colour facts when a stream is filtered other than by Flate', async () => {
    const writer = new PdfWriter().stream(
      4,
      '/Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode',
      text('3 0\n<< >>'),
    );
    await writer.xrefStream(
      5,
      [
        [2, 4, 0],
        [1, writer.offsets.get(4) ?? 0, 0],
      ],
      '/Size 6 /Index [3 2]',
    );
    await failsWithNoFacts(writer.bytes());
  });

  it('gives no colour facts when a Flate stream is damaged', async () => {
    const writer = new PdfWriter().stream(
      4,
      '/Type /XRef /W [1 4 1] /Size 5 /Filter /FlateDecode',
      text('not deflated at all'),
    );
    writer.raw(`startxref\n${writer.offsets.get(4)}\n%%EOF\n`);
    await failsWithNoFacts(writer.bytes());
  });

  it('gives no colour facts when a stream has no length', async () => {
    const writer = new PdfWriter().object(
      4,
      '<< /Type /XRef /W [1 4 1] /Size 5 >>',
      text('\u0001\u0000\u0000\u0000\u0009\u0000'),
    );
    writer.raw(`startxref\n${writer.offsets.get(4)}\n%%EOF\n`);
    await failsWithNoFacts(writer.bytes());
  });

  it('gives no colour facts when an object stream is missing or is not a stream', async () => {
    const missing = new PdfWriter();
    await missing.xrefStream(5, [[2, 4, 0]], '/Size 6 /Index [3 1]');
    await failsWithNoFacts(missing.bytes());
    const notStream = new PdfWriter().object(4, '<< /Type /ObjStm >>');
    await notStream.xrefStream(
      5,
      [
        [2, 4, 0],
        [1, notStream.offsets.get(4) ?? 0, 0],
      ],
      '/Size 6 /Index [3 2]',
    );
    await failsWithNoFacts(notStream.bytes());
    const inStream = new PdfWriter();
    await inStream.xrefStream(
      5,
      [
        [2, 4, 0],
        [2, 3, 0],
      ],
      '/Size 6 /Index [3 2]',
    );
    await failsWithNoFacts(inStream.bytes());
  });

  it('gives no colour facts when the xref points at no object', async () => {
    const writer = new PdfWriter().object(3, '<< >>');
    writer.offsets.set(3, 1);
    writer.xrefTable([3], '<< /Size 4 >>');
    await failsWithNoFacts(writer.bytes());
  });

  it('gives no colour facts for an object cut off by the end of the file', async () => {
    const writer = new PdfWriter();
    writer.offsets.set(3, writer.raw('3 0 obj\n<< /Resources [ '));
    writer.xrefTable([3], '<< /Size 4 >>');
    await failsWithNoFacts(writer.bytes());
  });
});

describe('colour spaces read from hand-written files', () => {
  const spotsOf = async (resources: string, more: Array<[number, string]> = []) =>
    (await coloursOf(pageFile(resources, more))).spotColours;
  const rgbOf = async (space: string, more: Array<[number, string]> = []) =>
    (
      await coloursOf(
        pageFile('<< /XObject << /Im 4 0 R >> >>', [
          [4, `<< /Subtype /Image /Width 400 /Height 300 /ColorSpace ${space} >>`],
          ...more,
        ]),
      )
    ).rgbImages;

  it('takes ICC-based images by their number of components', async () => {
    const icc = (n: string): Array<[number, string]> => [[5, `<< ${n} /Length 0 >>`]];
    expect(await rgbOf('[/ICCBased 5 0 R]', icc('/N 3'))).toEqual([box]);
    expect(await rgbOf('[/ICCBased 5 0 R]', icc('/N 4'))).toEqual([]);
    expect(await rgbOf('[/ICCBased 5 0 R]', icc('/N 1'))).toEqual([]);
    expect(await rgbOf('[/ICCBased 5 0 R]', icc('/N 2'))).toEqual([]);
    expect(await rgbOf('[/ICCBased 5 0 R]', icc(''))).toEqual([]);
  });

  it('takes indexed images by their base, and other spaces as not RGB', async () => {
    expect(await rgbOf('[/Indexed /DeviceRGB 1 <00ff00ff0000>]')).toEqual([box]);
    expect(await rgbOf('[/I 5 0 R 1 <00ff00ff0000>]', [[5, '/RGB']])).toEqual([box]);
    expect(await rgbOf('[/Indexed /DeviceCMYK 1 <0000000000000000>]')).toEqual([]);
    expect(await rgbOf('5 0 R', [[5, '[/CalRGB << >>]']])).toEqual([box]);
    expect(await rgbOf('/Pattern')).toEqual([]);
    expect(await rgbOf('[/Lab << >>]')).toEqual([]);
    expect(await rgbOf('[(not a name)]')).toEqual([]);
    expect(await rgbOf('7')).toEqual([]);
  });

  it('takes images that are masks, unsized or not painted as no RGB images', async () => {
    expect(await rgbOf('/DeviceRGB /ImageMask true')).toEqual([]);
    expect(
      (
        await coloursOf(
          pageFile('<< /XObject << /Im 4 0 R >> >>', [
            [4, '<< /Subtype /Image /Width 5 0 R /Height 300 /ColorSpace /DeviceRGB >>'],
            [5, '(400)'],
          ]),
        )
      ).rgbImages,
    ).toEqual([]);
    expect(
      (
        await coloursOf(pageFile('<< /XObject << /Im 4 0 R >> >>', [[4, RGB_IMAGE]]), {
          images: [placed(10, 10)],
        })
      ).rgbImages,
    ).toEqual([]);
  });

  it('finds spot inks of Separation and DeviceN spaces, and not process ones', async () => {
    expect(
      await spotsOf(
        '<< /ColorSpace << /A [/Separation /All /DeviceCMYK 9 0 R] /B [/Separation /None /DeviceCMYK 9 0 R] /C [/DeviceN [/Cyan /Magenta /Yellow /Black] /DeviceCMYK 9 0 R] >> >>',
      ),
    ).toEqual([]);
    expect(
      await spotsOf('<< /ColorSpace 4 0 R >>', [
        [
          4,
          '<< /D [/DeviceN 5 0 R /DeviceCMYK 9 0 R] /E [/Separation /PANTONE#20185#20C /DeviceRGB 9 0 R] >>',
        ],
        [5, '[/Black /Silver]'],
      ]),
    ).toEqual(['PANTONE 185 C', 'Silver']);
  });

  it('finds the spot colours of shadings', async () => {
    expect(
      await spotsOf(
        '<< /Shading << /Sh1 4 0 R /Sh2 << /ShadingType 2 /ColorSpace /DeviceRGB >> /Bad 7 >> >>',
        [[4, '<< /ShadingType 2 /ColorSpace [/Separation /Copper /DeviceCMYK 9 0 R] >>']],
      ),
    ).toEqual(['Copper']);
  });

  it('takes a separation image as not RGB, and notes its ink', async () => {
    const { rgbImages, spotColours } = await coloursOf(
      pageFile('<< /XObject << /Im 4 0 R /Broken 8 0 R /Gone 9 0 R >> >>', [
        [
          4,
          '<< /Subtype /Image /Width 400 /Height 300 /ColorSpace [/Separation /Foil /DeviceCMYK 9 0 R] >>',
        ],
        [8, '[/Not /A /Dictionary]'],
      ]),
    );
    expect([rgbImages, spotColours]).toEqual([[], ['Foil']]);
  });

  it('reads resources inherited from a parent /Pages', async () => {
    const writer = new PdfWriter()
      .object(1, '<< /Type /Pages /Kids [2 0 R] /Resources << /XObject << /Im 4 0 R >> >> >>')
      .object(2, '<< /Type /Pages /Parent 1 0 R /Kids [3 0 R] >>')
      .object(3, '<< /Type /Page /Parent 2 0 R >>')
      .object(4, RGB_IMAGE);
    writer.xrefTable([1, 2, 3, 4], '<< /Size 5 >>');
    expect(await coloursOf(writer.bytes())).toEqual({ rgbImages: [box], spotColours: [] });
  });

  it('stops at a page tree that loops, and at a page that is not a dictionary', async () => {
    const writer = new PdfWriter()
      .object(2, '<< /Type /Pages /Parent 3 0 R >>')
      .object(3, '<< /Type /Page /Parent 2 0 R >>');
    writer.xrefTable([2, 3], '<< /Size 4 >>');
    expect(await coloursOf(writer.bytes())).toEqual({ rgbImages: [], spotColours: [] });
    expect(await coloursOf(pageFile('<< >>'), painted)).toEqual({ rgbImages: [], spotColours: [] });
    const notDict = new PdfWriter().object(3, '[/Page]');
    notDict.xrefTable([3], '<< /Size 4 >>');
    expect(await coloursOf(notDict.bytes())).toEqual({ rgbImages: [], spotColours: [] });
  });

  /** Forms 10, 11… nested `depth` deep, the innermost holding an RGB image and a spot colour. */
  const nestedForms = (depth: number): Array<[number, string]> => {
    const forms: Array<[number, string]> = [];
    for (let level = 0; level < depth; level += 1) {
      const inner =
        level === depth - 1
          ? '/XObject << /Im 4 0 R >> /ColorSpace << /S [/Separation /Deep /DeviceCMYK 9 0 R] >>'
          : `/XObject << /Fm ${11 + level} 0 R >>`;
      forms.push([10 + level, `<< /Type /XObject /Subtype /Form /Resources << ${inner} >> >>`]);
    }
    return [[4, RGB_IMAGE], ...forms];
  };

  it('reads images in forms nested up to the depth limit, and none beyond it', async () => {
    const resources = '<< /XObject << /Fm 10 0 R >> >>';
    expect(await coloursOf(pageFile(resources, nestedForms(8)))).toEqual({
      rgbImages: [box],
      spotColours: ['Deep'],
    });
    expect(await coloursOf(pageFile(resources, nestedForms(9)))).toEqual({
      rgbImages: [],
      spotColours: [],
    });
  });

  it('reads a form used twice, and a form that holds itself, without looping', async () => {
    const { rgbImages, spotColours } = await coloursOf(
      pageFile('<< /XObject << /A 10 0 R /B 10 0 R /Im 4 0 R >> >>', [
        [4, RGB_IMAGE],
        [10, '<< /Subtype /Form /Resources << /XObject << /Self 10 0 R /Im 4 0 R >> >> >>'],
      ]),
      { images: [placed(400, 300)] },
    );
    expect([rgbImages, spotColours]).toEqual([[box], []]);
  });
});
