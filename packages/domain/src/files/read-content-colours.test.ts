import { describe, expect, it } from 'vitest';
import { PdfWriter, text } from '../test-support/pdf-writer.ts';
import type { Box } from './page-geometry.ts';
import { PdfObjectReader } from './pdf-object-reader.ts';
import { readPageColours } from './read-page-colours.ts';

const PAGE = { num: 3, gen: 0 };
/** An A4 page as pdf.js shows it: points, y down from the top. */
const VIEW = { width: 595, height: 842, transform: [1, 0, 0, -1, 0, 842] };
const GOLD = '[/Separation /Gold /DeviceCMYK 9 0 R]';
const SPOT = `<< /ColorSpace << /S ${GOLD} >> >>`;
/** 72 points: 25.4 mm. */
const INCH = 25.4;

/** An object (`<< … >>`), or a stream: its dictionary's entries and its content. */
type Extra = [number, string] | [number, string, string];

/** Page 3 with `resources` and `content` (objects 20 on), and more objects, read by the reader. */
async function coloursOf(
  resources: string,
  content: string | string[],
  more: Extra[] = [],
  options: { textRuns?: Array<Box | undefined>; page?: string } = {},
) {
  const writer = new PdfWriter();
  const contents = Array.isArray(content) ? content : [content];
  contents.forEach((body, index) => {
    writer.stream(20 + index, '', text(body));
  });
  for (const [num, dict, body] of more)
    if (body === undefined) writer.object(num, dict);
    else writer.stream(num, dict, text(body));
  const refs = contents.map((_, index) => `${20 + index} 0 R`).join(' ');
  writer.object(
    3,
    `<< /Type /Page /Resources ${resources} /Contents [${refs}] ${options.page ?? ''} >>`,
  );
  writer.xrefTable(
    [3, ...contents.map((_, index) => 20 + index), ...more.map(([num]) => num)],
    '<< /Size 40 >>',
  );
  return readPageColours(PdfObjectReader.ofBytes(writer.bytes()), PAGE, {
    images: [],
    textRuns: options.textRuns ?? [],
    view: VIEW,
  });
}

/** A box in mm from the top-left, for a box of user space in points (y up from the bottom). */
const mm = (x: number, y: number, width: number, height: number) => ({
  xMm: Math.round(((x * INCH) / 72) * 100) / 100,
  yMm: Math.round((((842 - y - height) * INCH) / 72) * 100) / 100,
  widthMm: Math.round(((width * INCH) / 72) * 100) / 100,
  heightMm: Math.round(((height * INCH) / 72) * 100) / 100,
});

describe('colours read from the content itself', () => {
  it('finds a spot colour where a path is filled or stroked with it, and not where chosen only', async () => {
    expect(await coloursOf(SPOT, '/S cs 1 scn 0 g 72 72 72 72 re f')).toEqual({
      rgbImages: [],
      spotColours: [],
      colourSpaces: ['grey'],
    });
    expect(
      await coloursOf(SPOT, '0.5 g 0 0 10 10 re f /S CS 1 SCN 72 72 m 144 72 l 144 144 l h S'),
    ).toEqual({
      rgbImages: [],
      spotColours: ['Gold'],
      spotColourBox: mm(72, 72, 72, 72),
      colourSpaces: ['grey', 'spot'],
    });
    expect(
      (await coloursOf(SPOT, '/S cs 72 72 m 100 100 144 144 72 144 c 0 0 v 10 10 y b*'))
        .spotColourBox,
    ).toEqual(mm(0, 0, 144, 144));
  });

  it('tells grey, RGB and CMYK apart, filled and stroked', async () => {
    const { colourSpaces } = await coloursOf(
      SPOT,
      '1 0 0 rg 0 0 9 9 re f 0 0 0 1 K 0 0 9 9 re S 0.2 G 0 0 9 9 re B 1 0 0 RG 0 0 9 9 re s 0 0 9 9 re n',
    );
    expect(colourSpaces).toEqual(['cmyk', 'grey', 'rgb']);
  });

  it('clips: a spot colour painted outside the clip is not used, inside it is cut to the clip', async () => {
    expect(
      (await coloursOf(SPOT, 'q 0 0 10 10 re W n /S cs 100 100 50 50 re f Q')).spotColours,
    ).toEqual([]);
    expect(
      (await coloursOf(SPOT, 'q 0 0 100 100 re W* n /S cs 72 72 72 72 re F Q 72 72 9 9 re f'))
        .spotColourBox,
    ).toEqual(mm(72, 72, 28, 28));
    // A matrix with too few numbers is left out; the painting stays where it was.
    expect((await coloursOf(SPOT, '2 0 0 cm /S cs 72 72 72 72 re f*')).spotColourBox).toEqual(
      mm(72, 72, 72, 72),
    );
  });

  it('finds spot images, image masks and inline images where they are placed', async () => {
    const image = (space: string) =>
      `<< /Subtype /Image /Width 1 /Height 1 /ColorSpace ${space} /BitsPerComponent 8 >>`;
    const placed = (what: string) => `q 72 0 0 72 72 72 cm ${what} Q`;
    const resources = `<< /ColorSpace << /S ${GOLD} >> /XObject << /Im 4 0 R /Mask 5 0 R /Gone 6 0 R >> >>`;
    const more: Extra[] = [
      [4, image(GOLD)],
      [5, '<< /Subtype /Image /Width 1 /Height 1 /ImageMask true >>'],
      [6, '(not an object)'],
    ];
    expect(await coloursOf(resources, placed('/Im Do /Gone Do /None Do'), more)).toMatchObject({
      spotColours: ['Gold'],
      spotColourBox: mm(72, 72, 72, 72),
    });
    expect(
      (await coloursOf(resources, `/S cs 1 scn ${placed('/Mask Do')}`, more)).spotColours,
    ).toEqual(['Gold']);
    const inline = (dict: string) => placed(`BI ${dict} ID \u0001 EI`);
    expect(await coloursOf(resources, inline('/W 1 /H 1 /CS /S /BPC 8'), more)).toMatchObject({
      spotColours: ['Gold'],
      colourSpaces: ['spot'],
    });
    expect(
      (await coloursOf(resources, `/S cs ${inline('/W 1 /H 1 /IM true')} 0 g`, more)).spotColours,
    ).toEqual(['Gold']);
    expect(
      (await coloursOf(resources, `${inline('/W 1 /H 1 /CS /RGB /BPC 8')} 0 0 9 9 re f`, more))
        .colourSpaces,
    ).toEqual(['grey', 'rgb']);
    // Data that runs to the end of the content without an `EI`.
    expect(
      (await coloursOf(resources, 'q 72 0 0 72 0 0 cm BI /W 1 /H 1 /CS /S ID EIx', more))
        .spotColours,
    ).toEqual(['Gold']);
  });

  it('follows forms through their matrix and box, and their own resources', async () => {
    const form = (num: number, resources: string, body: string): Extra => [
      num,
      `/Type /XObject /Subtype /Form /BBox [0 0 50 50] /Matrix [1 0 0 1 72 72] /Resources ${resources}`,
      body,
    ];
    const page = '<< /XObject << /Fm 4 0 R /Plain 5 0 R /Not 6 0 R >> >>';
    const { spotColours, spotColourBox } = await coloursOf(page, '/Fm Do /Plain Do /Not Do', [
      form(4, SPOT, '/S cs 1 scn 0 0 100 100 re f'),
      [5, '<< /Subtype /Form >>'],
      [6, '/Not'],
    ]);
    expect([spotColours, spotColourBox]).toEqual([['Gold'], mm(72, 72, 50, 50)]);
    // A form without resources uses the page's; one that draws itself stops at the depth limit.
    const selfDrawing = await coloursOf(
      `<< /ColorSpace << /S ${GOLD} >> /XObject << /Fm 4 0 R >> >>`,
      '/Fm Do',
      [[4, '/Subtype /Form', '/Fm Do /S cs 0 0 9 9 re f']],
    );
    expect(selfDrawing.spotColours).toEqual(['Gold']);
    // A form whose box and matrix are not numbers is drawn without them.
    expect(
      (
        await coloursOf('<< /XObject << /Fm 4 0 R >> >>', '/Fm Do', [
          [
            4,
            `/Subtype /Form /BBox [0 0 (x) 1] /Matrix 7 /Resources ${SPOT}`,
            '/S cs 0 0 9 9 re f',
          ],
        ])
      ).spotColourBox,
    ).toEqual(mm(0, 0, 9, 9));
  });

  it('finds the spot colours of shadings and of patterns, where they paint', async () => {
    const resources = `<< /ColorSpace << /S ${GOLD} /PS [/Pattern ${GOLD}] >> /Shading << /Sh 4 0 R >> /Pattern << /P1 5 0 R /P2 6 0 R /P3 7 0 R /P4 8 0 R >> >>`;
    const more: Extra[] = [
      [4, `<< /ShadingType 2 /ColorSpace ${GOLD} >>`],
      [5, '<< /PatternType 2 /Shading 4 0 R >>'],
      [6, `/PatternType 1 /PaintType 1 /Resources ${SPOT}`, '/S cs 0 0 1 1 re f'],
      [7, '<< /PatternType 1 /PaintType 2 >>'],
      [8, '<< /PatternType 2 /Shading 11 0 R >>'],
    ];
    expect(
      (await coloursOf(resources, 'q 72 72 72 72 re W n /Sh sh Q /Nope sh', more)).spotColourBox,
    ).toEqual(mm(72, 72, 72, 72));
    const patterned = async (content: string) =>
      (await coloursOf(resources, content, more)).spotColours;
    expect(await patterned('/Pattern cs /P1 scn 0 0 9 9 re f')).toEqual(['Gold']);
    expect(await patterned('/Pattern CS /P2 SCN 0 0 9 9 re S')).toEqual(['Gold']);
    expect(await patterned('/PS cs 1 /P3 scn 0 0 9 9 re f')).toEqual(['Gold']);
    expect(
      await patterned('/Pattern cs /P4 scn 0 0 9 9 re f /Pattern cs /P9 scn 0 0 9 9 re f'),
    ).toEqual([]);
    expect(await patterned('/Pattern cs /P3 scn 0 0 9 9 re f 0.5 scn')).toEqual([]);
  });

  it("marks text in a spot colour where pdf.js placed its run, by the run's order", async () => {
    const run: Box = [72, 100, 144, 112];
    const content = (mode: number) =>
      `BT /S cs /S CS ${mode} Tr (a) Tj (b) ' 1 2 (c) " [(d)] TJ ET`;
    const textRuns = [undefined, run, run, run];
    expect(await coloursOf(SPOT, content(0), [], { textRuns })).toMatchObject({
      spotColours: ['Gold'],
      spotColourBox: { xMm: INCH, yMm: 35.28, widthMm: INCH, heightMm: 4.23 },
    });
    expect((await coloursOf(SPOT, content(3), [], { textRuns })).spotColours).toEqual([]);
    expect((await coloursOf(SPOT, content(1), [], { textRuns })).spotColours).toEqual(['Gold']);
    // More runs than pdf.js gave: the ink is used, its place not known.
    const beyond = await coloursOf(SPOT, 'BT /S cs /x Tr (a) Tj ET', [], { textRuns: [] });
    expect([beyond.spotColours, beyond.spotColourBox]).toEqual([['Gold'], undefined]);
  });

  it('marks the spot colours of annotations that print, by their box', async () => {
    const annotation = (
      num: number,
      flags: string,
      ap: string,
      rect = '[72 72 144 144]',
    ): Extra => [
      num,
      `<< /Type /Annot /Subtype /Square /Rect ${rect} /F ${flags} /AP ${ap} /AS /On >>`,
    ];
    const appearance: Extra = [
      10,
      `/Type /XObject /Subtype /Form /BBox [0 0 72 72] /Resources ${SPOT}`,
      '/S cs 0 0 72 72 re f',
    ];
    const annotated = async (annotations: Extra[]) =>
      coloursOf('<< >>', '0 g', [...annotations, appearance], {
        page: `/Annots [${annotations.map(([num]) => `${num} 0 R`).join(' ')} 99 0 R]`,
      });
    expect(
      (
        await annotated([
          annotation(4, '0', '<< /N 10 0 R >>'),
          annotation(5, '6', '<< /N 10 0 R >>'),
          annotation(6, '(4)', '<< /N 10 0 R >>'),
          annotation(7, '4', '<< /N 10 0 R >>', '[1 2]'),
          annotation(8, '4', '<< /N 10 >>'),
          [9, '[/Not /An /Annotation]'],
        ])
      ).spotColours,
    ).toEqual([]);
    expect(
      await annotated([annotation(4, '4', '<< /N << /On 10 0 R /Off 11 0 R >> >>')]),
    ).toMatchObject({
      spotColours: ['Gold'],
      spotColourBox: mm(72, 72, 72, 72),
    });
    expect(
      (await annotated([annotation(4, '4', '<< /N 10 0 R >>', '[500 500 900 900]')])).spotColourBox,
    ).toEqual(mm(500, 500, 95, 342));
  });

  it('reads content split in streams, and names the spots of content it cannot read', async () => {
    expect((await coloursOf(SPOT, ['/S cs 0 0 9 9', 're f'])).spotColours).toEqual(['Gold']);
    const writer = new PdfWriter()
      .stream(20, '/Filter /ASCIIHexDecode', text('2f5320637320'))
      .object(3, `<< /Resources ${SPOT} /Contents 20 0 R >>`);
    writer.xrefTable([3, 20], '<< /Size 21 >>');
    expect(
      await readPageColours(PdfObjectReader.ofBytes(writer.bytes()), PAGE, {
        images: [],
        textRuns: [],
        view: VIEW,
      }),
    ).toEqual({ rgbImages: [], spotColours: ['Gold'] });
  });
});
