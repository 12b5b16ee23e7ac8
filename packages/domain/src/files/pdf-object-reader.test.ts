import { describe, expect, it } from 'vitest';
import { deflate, PdfWriter, text } from '../test-support/pdf-writer.ts';
import { colourSpaceInks } from './colour-spaces.ts';
import type { PdfImageFact } from './pdf-facts.ts';
import { PdfObjectReader } from './pdf-object-reader.ts';
import { isDict } from './pdf-syntax.ts';
import { readPageColours } from './read-page-colours.ts';

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
/** An A4 page seen as pdf.js shows it: top-left origin, y down. */
const view = { width: 595, height: 842, transform: [1, 0, 0, -1, 0, 842] };
const seenWith = (images: PdfImageFact[]) => ({ images, textRuns: [], view });
const painted = seenWith([placed(400, 300)]);
const RGB_IMAGE =
  '<< /Type /XObject /Subtype /Image /Width 400 /Height 300 /ColorSpace /DeviceRGB /BitsPerComponent 8 >>';

/**
 * A file whose page 3 has `resources` (objects 4 on from `more`) and, when given, `content` (as
 * object 19), in an xref table.
 */
function pageFile(
  resources: string,
  more: Array<[number, string]> = [],
  content?: string,
): Uint8Array {
  const writer = new PdfWriter()
    .object(1, '<< /Type /Catalog /Pages 2 0 R >>')
    .object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>')
    .object(
      3,
      `<< /Type /Page /Parent 2 0 R /Resources ${resources} ${content === undefined ? '' : '/Contents 19 0 R'} >>`,
    );
  for (const [num, dict] of more) writer.object(num, dict);
  if (content !== undefined) writer.stream(19, '', text(content));
  const nums = [1, 2, 3, ...more.map(([num]) => num), ...(content === undefined ? [] : [19])];
  writer.xrefTable(nums, '<< /Size 20 /Root 1 0 R >>');
  return writer.bytes();
}

const coloursOf = (bytes: Uint8Array, facts = painted) =>
  readPageColours(PdfObjectReader.ofBytes(bytes), PAGE, facts);

/** The spot inks page 3's colour space `/S` names: which version of the page was read. */
async function namedSpots(reader: PdfObjectReader): Promise<readonly string[]> {
  const page = await reader.object(PAGE);
  const resources = isDict(page) ? await reader.resolve(page.get('Resources')) : undefined;
  const spaces = isDict(resources) ? await reader.resolve(resources.get('ColorSpace')) : undefined;
  return (await colourSpaceInks(reader, isDict(spaces) ? spaces.get('S') : undefined)).spots;
}

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
    // The page has no content: the spot colour its resources name is not used.
    expect(await readPageColours(reader, PAGE, painted)).toEqual({
      rgbImages: [box],
      spotColours: [],
      colourSpaces: [],
    });
    expect(await namedSpots(reader)).toEqual(['Gold']);
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
    expect(await coloursOf(writer.bytes())).toEqual({
      rgbImages: [box],
      spotColours: [],
      colourSpaces: [],
    });
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
    expect(await namedSpots(reader)).toEqual(['New']);
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
    const reader = PdfObjectReader.ofBytes(writer.bytes());
    expect(await readPageColours(reader, PAGE, painted)).toMatchObject({ rgbImages: [box] });
    expect(await namedSpots(reader)).toEqual(['New']);
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
    expect(await namedSpots(PdfObjectReader.ofBytes(writer.bytes()))).toEqual(['Varnish']);
  });

  it('reads a page larger than its first read, and stops at a /Prev loop', async () => {
    const padding = Array.from({ length: 1500 }, (_, index) => index).join(' ');
    const writer = new PdfWriter().object(
      3,
      `<< /Pad [${padding}] /Resources << /ColorSpace << /S [/Separation /Big /DeviceCMYK 4 0 R] >> >> >>`,
    );
    writer.xrefTable([3], '<< /Size 4 >>');
    const reader = PdfObjectReader.ofBytes(writer.bytes());
    expect(await namedSpots(reader)).toEqual(['Big']);
    // A section whose /Prev is itself.
    const looping = new PdfWriter().object(
      3,
      '<< /Resources << /ColorSpace << /S [/Separation /Loop /DeviceCMYK 4 0 R] >> >> >>',
    );
    const loopAt = looping.raw('');
    looping.raw(
      `xref\n3 1\n${String(looping.offsets.get(3)).padStart(10, '0')} 00000 n \ntrailer\n<< /Prev ${loopAt} >>\nstartxref\n${loopAt}\n%%EOF\n`,
    );
    expect(await namedSpots(PdfObjectReader.ofBytes(looping.bytes()))).toEqual(['Loop']);
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
    expect(await namedSpots(PdfObjectReader.ofBytes(writer.bytes()))).toEqual(['T']);
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
  const spotsOf = async (resources: string, more: Array<[number, string]>, content: string) =>
    (await coloursOf(pageFile(resources, more, content))).spotColours;
  const fill = (space: string) => `/${space} cs 1 scn 0 0 9 9 re f\n`;
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
        await coloursOf(
          pageFile('<< /XObject << /Im 4 0 R >> >>', [[4, RGB_IMAGE]]),
          seenWith([placed(10, 10)]),
        )
      ).rgbImages,
    ).toEqual([]);
  });

  it('finds spot inks of Separation and DeviceN spaces, and not process ones', async () => {
    expect(
      await spotsOf(
        '<< /ColorSpace << /A [/Separation /All /DeviceCMYK 9 0 R] /B [/Separation /None /DeviceCMYK 9 0 R] /C [/DeviceN [/Cyan /Magenta /Yellow /Black] /DeviceCMYK 9 0 R] >> >>',
        [],
        fill('A') + fill('B') + fill('C'),
      ),
    ).toEqual([]);
    expect(
      await spotsOf(
        '<< /ColorSpace 4 0 R >>',
        [
          [
            4,
            '<< /D [/DeviceN 5 0 R /DeviceCMYK 9 0 R] /E [/Separation /PANTONE#20185#20C /DeviceRGB 9 0 R] >>',
          ],
          [5, '[/Black /Silver]'],
        ],
        `${fill('D')}/E CS 1 SCN 0 0 9 9 re S`,
      ),
    ).toEqual(['PANTONE 185 C', 'Silver']);
  });

  it('finds the spot colours of shadings', async () => {
    expect(
      await spotsOf(
        '<< /Shading << /Sh1 4 0 R /Sh2 << /ShadingType 2 /ColorSpace /DeviceRGB >> /Bad 7 >> >>',
        [[4, '<< /ShadingType 2 /ColorSpace [/Separation /Copper /DeviceCMYK 9 0 R] >>']],
        '/Sh1 sh /Sh2 sh /Bad sh /None sh',
      ),
    ).toEqual(['Copper']);
  });

  it('takes a separation image as not RGB, and notes its ink', async () => {
    const { rgbImages, spotColours } = await coloursOf(
      pageFile(
        '<< /XObject << /Im 4 0 R /Broken 8 0 R /Gone 9 0 R >> >>',
        [
          [
            4,
            '<< /Subtype /Image /Width 400 /Height 300 /ColorSpace [/Separation /Foil /DeviceCMYK 9 0 R] >>',
          ],
          [8, '[/Not /A /Dictionary]'],
        ],
        'q 10 0 0 10 0 0 cm /Im Do /Broken Do /Gone Do Q',
      ),
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
    expect(await coloursOf(writer.bytes())).toEqual({
      rgbImages: [box],
      spotColours: [],
      colourSpaces: [],
    });
  });

  it('stops at a page tree that loops, and at a page that is not a dictionary', async () => {
    const writer = new PdfWriter()
      .object(2, '<< /Type /Pages /Parent 3 0 R >>')
      .object(3, '<< /Type /Page /Parent 2 0 R >>');
    writer.xrefTable([2, 3], '<< /Size 4 >>');
    expect(await coloursOf(writer.bytes())).toEqual({
      rgbImages: [],
      spotColours: [],
      colourSpaces: [],
    });
    expect(await coloursOf(pageFile('<< >>'), painted)).toEqual({
      rgbImages: [],
      spotColours: [],
      colourSpaces: [],
    });
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
      // Named in the innermost form's resources, and painted by none.
      spotColours: [],
      colourSpaces: [],
    });
    expect(await coloursOf(pageFile(resources, nestedForms(9)))).toEqual({
      rgbImages: [],
      spotColours: [],
      colourSpaces: [],
    });
  });

  it('reads a form used twice, and a form that holds itself, without looping', async () => {
    const { rgbImages, spotColours } = await coloursOf(
      pageFile('<< /XObject << /A 10 0 R /B 10 0 R /Im 4 0 R >> >>', [
        [4, RGB_IMAGE],
        [10, '<< /Subtype /Form /Resources << /XObject << /Self 10 0 R /Im 4 0 R >> >> >>'],
      ]),
      seenWith([placed(400, 300)]),
    );
    expect([rgbImages, spotColours]).toEqual([[box], []]);
  });
});
