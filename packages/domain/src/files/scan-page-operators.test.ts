import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { type PdfJsDocument, readPdfDocumentFacts } from './read-pdf-document-facts.ts';
import { type PageToScan, type PdfJsFont, scanPageOperators } from './scan-page-operators.ts';

// Operator lists as pdf.js gives them, written out for what the corpus cannot easily make.
// The page is 144 x 144 pt (50.8 mm square), shown unturned: y runs down from the top.
const SIDE = 144;
const MM = 25.4 / 72;

function scan(
  operators: Array<[number, unknown[] | null]>,
  fonts: Record<string, PdfJsFont> = {},
): ReturnType<typeof scanPageOperators> {
  const page: PageToScan = {
    operators: {
      fnArray: operators.map(([fn]) => fn),
      argsArray: operators.map(([, args]) => args),
    },
    font: (name) => fonts[name],
    viewport: { width: SIDE, height: SIDE, transform: [1, 0, 0, -1, 0, SIDE] },
    annotations: [],
  };
  return scanPageOperators(page, OPS);
}

const fill = (x: number, y: number, w: number, h: number): [number, unknown[]] => [
  OPS.constructPath,
  [OPS.fill, [null], [x, y, x + w, y + h]],
];

describe('scanPageOperators', () => {
  it('carries the matrix through forms, and clips to their box', () => {
    const facts = scan([
      [
        OPS.paintFormXObjectBegin,
        [
          [2, 0, 0, 2, 10, 10],
          [0, 0, 20, 20],
        ],
      ],
      fill(0, 0, 100, 5),
      [OPS.paintFormXObjectEnd, []],
      fill(120, 100, 10, 10),
    ]);
    // The form's 20-unit box at twice the size, from (10, 10): 40 pt wide, clipped there.
    expect(facts.edgeBoxes[0]).toEqual({
      xMm: Math.round(10 * MM * 100) / 100,
      yMm: Math.round((SIDE - 20) * MM * 100) / 100,
      widthMm: Math.round(40 * MM * 100) / 100,
      heightMm: Math.round(10 * MM * 100) / 100,
    });
    expect(facts.edgeBoxes).toHaveLength(2);
  });

  it('keeps a clip until the state that set it is restored', () => {
    const clipped = scan([
      [OPS.save, null],
      [OPS.clip, null],
      [OPS.constructPath, [OPS.endPath, [null], [50, 50, 60, 60]]],
      fill(0, 0, SIDE, SIDE),
      [OPS.restore, null],
    ]);
    expect(clipped.edgeBoxes).toEqual([]);
    expect(clipped.painted).toBe(true);
    const outside = scan([
      [OPS.clip, null],
      [OPS.constructPath, [OPS.endPath, [null], [50, 50, 60, 60]]],
      fill(0, 0, 10, 10),
    ]);
    expect(outside.painted).toBe(false);
    // A path without points (pdf.js gives no min-max) paints nothing.
    expect(scan([[OPS.constructPath, [OPS.fill, [null], null]]]).painted).toBe(false);
  });

  it('reads groups, with their soft masks, and strokes in their colour', () => {
    const facts = scan([
      [OPS.beginGroup, [{ matrix: [1, 0, 0, 1, 0, 0], smask: { subtype: 'Luminosity' } }]],
      [OPS.setStrokeRGBColor, ['#00ff00']],
      [OPS.constructPath, [OPS.stroke, [null], [20, 20, 40, 40]]],
      [OPS.endGroup, []],
      [OPS.beginGroup, [{ matrix: null }]],
      [OPS.endGroup, []],
    ]);
    expect(facts.transparency).toEqual(['soft-mask']);
    expect(facts.colourBox).toBeDefined();
    expect(
      scan([
        [
          OPS.setGState,
          [
            [
              ['SMask', true],
              ['BM', 'source-over'],
              ['LW', 2],
            ],
          ],
        ],
      ]).transparency,
    ).toEqual(['soft-mask']);
  });

  it('takes every kind of image pdf.js paints', () => {
    const facts = scan([
      [OPS.save, null],
      [OPS.transform, [72, 0, 0, 72, 0, 0]],
      [OPS.paintInlineImageXObject, [{ width: 72, height: 72 }]],
      [OPS.paintImageMaskXObject, [{ width: 144, height: 144 }]],
      [OPS.restore, null],
      // Packed inline images: the atlas is 300 wide, each its own 36 pixels on half an inch.
      [
        OPS.paintInlineImageXObjectGroup,
        [
          { width: 300, height: 40 },
          [{ transform: [36, 0, 0, 36, 72, 72], x: 0, y: 0, w: 36, h: 36 }],
        ],
      ],
      [
        OPS.paintImageMaskXObjectGroup,
        [[{ width: 10, height: 10, transform: [72, 0, 0, 72, 0, 72] }]],
      ],
      [OPS.paintSolidColorImageMask, []],
      [OPS.shadingFill, ['pattern']],
    ]);
    expect(facts.images.map((image) => image.ppi)).toEqual([10, 72, 72, 144]);
    expect(facts.painted).toBe(true);
  });

  it('measures repeated images where the page named their pixels', () => {
    const facts = scan([
      [OPS.save, null],
      [OPS.transform, [36, 0, 0, 36, 0, 0]],
      [OPS.paintImageXObject, ['logo', 50, 50]],
      [OPS.restore, null],
      [OPS.paintImageXObjectRepeat, ['logo', 36, 36, [36, 0, 72, 0]]],
      [OPS.paintImageXObjectRepeat, ['elsewhere', 36, 36, [100, 100]]],
      [OPS.paintImageMaskXObjectRepeat, [{ width: 20, height: 20 }, 72, 0, 0, 72, [0, 72]]],
    ]);
    expect(facts.images.map((image) => image.ppi)).toEqual([20, 100, 100, 100]);
    expect(facts.edgeBoxes).toHaveLength(5);
  });

  it('measures text through its state: spacing, scale, rise, leading and lines', () => {
    const font: PdfJsFont = {
      fontMatrix: [0.001, 0, 0, 0.001, 0, 0],
      ascent: 0.75,
      descent: -0.25,
    };
    const glyph = { width: 500 };
    const facts = scan(
      [
        [OPS.beginText, null],
        [OPS.setFont, ['f1', 10]],
        [OPS.setCharSpacing, [1]],
        [OPS.setWordSpacing, [2]],
        [OPS.setHScale, [100]],
        [OPS.setTextRise, [0]],
        [OPS.setLeading, [12]],
        [OPS.setTextMatrix, [[1, 0, 0, 1, 20, 100]]],
        [OPS.showText, [[glyph, { width: 250, isSpace: true }, -1000, glyph]]],
        [OPS.nextLine, null],
        [OPS.moveText, [0, -12]],
        [OPS.setLeadingMoveText, [0, -12]],
        [OPS.showText, [[glyph]]],
        [OPS.setTextRenderingMode, [3]],
        [OPS.showText, [[glyph, glyph, glyph, glyph, glyph, glyph, glyph, glyph]]],
      ],
      { f1: font },
    );
    // First line: 5 + 1, 2.5 + 1 + 2, -(-10), 5 + 1 = 27.5 pt wide from x = 20.
    expect(facts.textBox?.xMm).toBe(Math.round(20 * MM * 100) / 100);
    expect(facts.textBox?.widthMm).toBe(Math.round(27.5 * MM * 100) / 100);
    // Three lines down (12 pt each) the last visible one's descent: 100 - 36 - 2.5 from the bottom.
    expect(facts.textBox?.yMm).toBe(Math.round((SIDE - 107.5) * MM * 100) / 100);
    expect(facts.textBox?.heightMm).toBe(Math.round(46 * MM * 100) / 100);
  });

  it('measures text in a font it does not know with default metrics', () => {
    const facts = scan([
      [OPS.beginText, null],
      [OPS.setFont, ['unknown', 10]],
      [OPS.moveText, [20, 50]],
      [OPS.showText, [[{ width: 1000 }, {}]]],
      [OPS.showText, [[]]],
    ]);
    expect(facts.textBox?.widthMm).toBe(Math.round(10 * MM * 100) / 100);
    expect(facts.textBox?.heightMm).toBe(Math.round(10 * MM * 100) / 100);
  });

  it('keeps the lowest resolution images and the boxes nearest an edge, sixteen of each', () => {
    const many: Array<[number, unknown[] | null]> = [];
    for (let index = 0; index < 20; index += 1) {
      many.push([OPS.save, null], [OPS.transform, [72, 0, 0, 72, 0, 0]]);
      many.push(
        [OPS.paintImageXObject, [`img${index}`, 100 + index, 100 + index]],
        [OPS.restore, null],
      );
      many.push(fill(index, 60, 5, 5));
    }
    const facts = scan(many);
    expect(facts.images).toHaveLength(16);
    expect(facts.images[0]?.ppi).toBe(100);
    expect(facts.edgeBoxes).toHaveLength(16);
    expect(facts.edgeBoxes[0]?.xMm).toBe(0);
  });

  it('paints nothing where a clip leaves nothing to show, and survives a stray restore', () => {
    const facts = scan([
      [OPS.restore, null],
      [OPS.paintFormXObjectBegin, [null, null]],
      [OPS.paintFormXObjectEnd, []],
      [OPS.clip, null],
      [OPS.constructPath, [OPS.endPath, [null], [200, 200, 210, 210]]],
      [OPS.paintImageXObject, ['img', 10, 10]],
      [OPS.beginText, null],
      [OPS.setFont, ['f', 10]],
      [OPS.showText, [[{ width: 500 }]]],
      [OPS.shadingFill, ['pattern']],
    ]);
    expect(facts.painted).toBe(false);
    expect(facts.images).toEqual([]);
    expect(facts.textBox).toBeUndefined();
  });
});

describe('readPdfDocumentFacts', () => {
  it('reads a font pdf.js could not load as no font, and names form fields by kind', async () => {
    const page = {
      getViewport: () => ({ width: SIDE, height: SIDE, transform: [1, 0, 0, -1, 0, SIDE] }),
      getOperatorList: async () => ({
        fnArray: [OPS.setFont, OPS.setFont],
        argsArray: [
          ['lost', 10],
          ['kept', 10],
        ],
      }),
      getAnnotations: async () => [
        { subtype: 'Widget', fieldType: 'Btn', rect: [0, 0, 72, 72] },
        { subtype: 'Ink', fieldType: null, rect: [0, 0, 72, 72] },
      ],
      commonObjs: {
        has: (name: string) => name === 'kept',
        get: () => ({ name: 'ABCDEF+Garamond', missingFile: true }),
      },
      cleanup: () => undefined,
    };
    const pdf: PdfJsDocument = {
      numPages: 1,
      getPage: async () => page,
      getMetadata: async () => ({
        info: { EncryptFilterName: null, Custom: { GTS_PDFXVersion: 'PDF/X-1a:2001' } },
      }),
    };
    const facts = await readPdfDocumentFacts(pdf, OPS);
    expect(facts.fontsNotEmbedded).toEqual(['Garamond']);
    expect(facts.type3Fonts).toEqual([]);
    expect(facts.pdfStandard).toBe('PDF/X-1a');
    expect(facts.restricted).toBe(false);
    expect(facts.pages?.[0]?.annotations.map((annotation) => annotation.kind)).toEqual([
      'Btn field',
      'Ink',
    ]);
  });
});
