import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PDFDocument, PDFName, type PDFPage, type PDFRef } from 'pdf-lib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfFacts } from '../files/pdf-facts.ts';
import { PdfObjectReader } from '../files/pdf-object-reader.ts';
import { readPdfDocumentFacts } from '../files/read-pdf-document-facts.ts';

/**
 * The preflight's test corpus: real PDFs made here with pdf-lib (and by hand where pdf-lib
 * cannot), one problem each on a known page, read back with pdf.js as the server reads them.
 * Content is written as PDF operators, placed in mm from the page's bottom-left corner (PDF's
 * own origin); preflight reports spots from the top-left.
 */

const PT = 72 / 25.4;
/** A number of mm as points, for a content stream. */
const pt = (mm: number) => Number((mm * PT).toFixed(4));

/** Text in the embedded font F1 (or another of the corpus's fonts) at a point, in mm. */
export const textAt = (xMm: number, yMm: number, text: string, font = 'F1', size = 10) =>
  `BT /${font} ${size} Tf ${pt(xMm)} ${pt(yMm)} Td (${text}) Tj ET\n`;

/** A corpus image (see `CorpusImage`) placed in a box, in mm. */
export const imageAt = (
  name: string,
  xMm: number,
  yMm: number,
  widthMm: number,
  heightMm: number,
) => `q ${pt(widthMm)} 0 0 ${pt(heightMm)} ${pt(xMm)} ${pt(yMm)} cm /${name} Do Q\n`;

/** A filled rectangle in mm, in a colour given as PDF operators (grey `0.5 g` by default). */
export const rectAt = (
  xMm: number,
  yMm: number,
  widthMm: number,
  heightMm: number,
  colour = '0.5 g',
) => `q ${colour} ${pt(xMm)} ${pt(yMm)} ${pt(widthMm)} ${pt(heightMm)} re f Q\n`;

/** An image the corpus embeds: pixels in grey, RGB or CMYK, flat, and whether it has a soft mask. */
interface CorpusImage {
  name: string;
  width: number;
  height: number;
  space?: keyof typeof CHANNELS;
  softMask?: boolean;
}

/** A transparency setting a page can use as `/name gs`. */
interface CorpusGState {
  name: string;
  alpha?: number;
  blendMode?: string;
}

/** An annotation on a page, in mm; `print` sets its print flag. */
interface CorpusAnnotation {
  subtype: 'Square' | 'FreeText';
  rectMm: [number, number, number, number];
  print: boolean;
}

export interface CorpusPageSpec {
  /** The page's size when it differs from the file's. */
  sizeMm?: { widthMm: number; heightMm: number };
  /** Leave out the page's clean text: a blank page unless `content` paints. */
  noText?: boolean;
  /** More content, as PDF operators. */
  content?: string;
  images?: readonly CorpusImage[];
  gStates?: readonly CorpusGState[];
  /** Spot colours the page can use as `/name cs`: a Separation ink by name, CMYK as its alternate. */
  spotColours?: Readonly<Record<string, string>>;
  annotations?: readonly CorpusAnnotation[];
  /** A text field on the page (pdf-lib's form), printing as form fields do. */
  textField?: boolean;
  /** Degrees the page is turned when shown. */
  rotate?: number;
}

export interface CorpusSpec {
  pages: number;
  sizeMm: { widthMm: number; heightMm: number };
  /** Bleed on every edge: pages are the size plus twice this, content placed from the trim. */
  bleedMm?: number;
  /** Page specs by page number (from 1). */
  page?: Readonly<Record<number, CorpusPageSpec>>;
  /** Write objects into compressed object streams, indexed by a cross-reference stream. */
  objectStreams?: boolean;
  /**
   * Spot colours in one colour space dictionary every page's resources share (as layout programs
   * write them), used only where a page's content says `/name cs`.
   */
  sharedSpotColours?: Readonly<Record<string, string>>;
}

const LIBERATION_SANS = new URL(
  '../../node_modules/pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf',
  import.meta.url,
);
let liberationSans: Uint8Array | undefined;

/** LiberationSans embedded whole as a TrueType font (WinAnsi), as a word processor embeds one. */
function embeddedFont(doc: PDFDocument): PDFRef {
  liberationSans ??= new Uint8Array(readFileSync(LIBERATION_SANS));
  const { context } = doc;
  const file = context.register(context.flateStream(liberationSans));
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: 'ABCDEF+LiberationSans',
      Flags: 32,
      FontBBox: [-203, -303, 1050, 910],
      ItalicAngle: 0,
      Ascent: 905,
      Descent: -212,
      CapHeight: 729,
      StemV: 80,
      FontFile2: file,
    }),
  );
  return context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'TrueType',
      BaseFont: 'ABCDEF+LiberationSans',
      FirstChar: 32,
      LastChar: 126,
      Widths: new Array(95).fill(556),
      Encoding: 'WinAnsiEncoding',
      FontDescriptor: descriptor,
    }),
  );
}

/** A Type 3 font whose only glyph, 'a', is a filled square drawn by the file. */
function type3Font(doc: PDFDocument): PDFRef {
  const { context } = doc;
  const glyph = context.register(context.stream('1000 0 0 0 750 750 d1 0 0 750 750 re f'));
  return context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'Type3',
      Name: 'Squares',
      FontBBox: [0, 0, 750, 750],
      FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
      CharProcs: { a: glyph },
      Encoding: { Type: 'Encoding', Differences: [97, PDFName.of('a')] },
      FirstChar: 97,
      LastChar: 97,
      Widths: [1000],
      Resources: {},
    }),
  );
}

/** Helvetica, named but not embedded (pdf-lib's standard fonts are never embedded). */
const helvetica = (doc: PDFDocument) =>
  doc.context.register(
    doc.context.obj({
      Type: 'Font',
      Subtype: 'Type1',
      BaseFont: 'Helvetica',
      Encoding: 'WinAnsiEncoding',
    }),
  );

const CHANNELS = { DeviceGray: 1, DeviceRGB: 3, DeviceCMYK: 4 };

function image(doc: PDFDocument, spec: CorpusImage): PDFRef {
  const { context } = doc;
  const channels = CHANNELS[spec.space ?? 'DeviceGray'];
  const pixels = new Uint8Array(spec.width * spec.height * channels).fill(128);
  const mask = spec.softMask
    ? context.register(
        context.flateStream(new Uint8Array(spec.width * spec.height).fill(128), {
          Type: 'XObject',
          Subtype: 'Image',
          Width: spec.width,
          Height: spec.height,
          ColorSpace: 'DeviceGray',
          BitsPerComponent: 8,
        }),
      )
    : undefined;
  return context.register(
    context.flateStream(pixels, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: spec.width,
      Height: spec.height,
      ColorSpace: spec.space ?? 'DeviceGray',
      BitsPerComponent: 8,
      ...(mask && { SMask: mask }),
    }),
  );
}

function annotation(doc: PDFDocument, spec: CorpusAnnotation): PDFRef {
  const { context } = doc;
  const [x0, y0, x1, y1] = spec.rectMm.map(pt) as [number, number, number, number];
  const appearance = context.register(
    context.stream(`1 0 0 RG 2 w 1 1 ${x1 - x0 - 2} ${y1 - y0 - 2} re S`, {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, x1 - x0, y1 - y0],
    }),
  );
  return context.register(
    context.obj({
      Type: 'Annot',
      Subtype: spec.subtype,
      Rect: [x0, y0, x1, y1],
      F: spec.print ? 4 : 0,
      Contents: context.obj('A note'),
      ...(spec.subtype === 'FreeText' && { DA: '/Helv 10 Tf 0 g' }),
      AP: { N: appearance },
    }),
  );
}

/** A Separation colour space for an ink: 100% tint is 100% magenta (a Type 2 function). */
const separation = (doc: PDFDocument, ink: string) =>
  doc.context.obj([
    PDFName.of('Separation'),
    PDFName.of(ink),
    PDFName.of('DeviceCMYK'),
    doc.context.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: [0, 1, 0, 0], N: 1 }),
  ]);

/** The clean text every page carries unless told not to: a line 25 mm in from the trim. */
const cleanText = (number: number, xMm: number, yMm: number) =>
  textAt(xMm, yMm, `Page ${number} of the corpus`);

/** Builds a corpus PDF: clean pages of the size, with each page spec's problem added. */
export async function corpusPdf(spec: CorpusSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = { F1: embeddedFont(doc), F2: helvetica(doc), F3: type3Font(doc) };
  const bleed = spec.bleedMm ?? 0;
  const sharedSpots =
    spec.sharedSpotColours &&
    doc.context.register(
      doc.context.obj(
        Object.fromEntries(
          Object.entries(spec.sharedSpotColours).map(([name, ink]) => [name, separation(doc, ink)]),
        ),
      ),
    );
  for (let number = 1; number <= spec.pages; number += 1) {
    const extra = spec.page?.[number] ?? {};
    const size = extra.sizeMm ?? spec.sizeMm;
    const page: PDFPage = doc.addPage([
      pt(size.widthMm + 2 * bleed),
      pt(size.heightMm + 2 * bleed),
    ]);
    if (extra.rotate) page.setRotation({ type: 'degrees', angle: extra.rotate } as never);
    const usedFonts = `${extra.content ?? ''}`.match(/\/F[23]\b/g) ?? [];
    page.node.setFontDictionary(PDFName.of('F1'), fonts.F1);
    for (const used of new Set(usedFonts)) {
      const name = used.slice(1) as 'F2' | 'F3';
      page.node.setFontDictionary(PDFName.of(name), fonts[name]);
    }
    for (const each of extra.images ?? [])
      page.node.setXObject(PDFName.of(each.name), image(doc, each));
    for (const state of extra.gStates ?? [])
      page.node.setExtGState(
        PDFName.of(state.name),
        doc.context.obj({
          Type: 'ExtGState',
          ...(state.alpha !== undefined && { ca: state.alpha, CA: state.alpha }),
          ...(state.blendMode && { BM: PDFName.of(state.blendMode) }),
        }),
      );
    const spots = Object.entries(extra.spotColours ?? {});
    if (sharedSpots && spots.length === 0)
      page.node.normalizedEntries().Resources.set(PDFName.of('ColorSpace'), sharedSpots);
    if (spots.length > 0)
      page.node
        .normalizedEntries()
        .Resources.set(
          PDFName.of('ColorSpace'),
          doc.context.obj(
            Object.fromEntries(spots.map(([name, ink]) => [name, separation(doc, ink)])),
          ),
        );
    // Content is placed from the trim's corner: moved in by the bleed.
    const content =
      `${bleed ? `1 0 0 1 ${pt(bleed)} ${pt(bleed)} cm\n` : ''}` +
      `${extra.noText ? '' : cleanText(number, 25, size.heightMm / 2)}${extra.content ?? ''}`;
    page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(content)));
    const annots = (extra.annotations ?? []).map((each) => annotation(doc, each));
    if (annots.length > 0) page.node.set(PDFName.of('Annots'), doc.context.obj(annots));
    if (extra.textField) {
      const field = doc.getForm().createTextField(`field.${number}`);
      field.setText('Filled in');
      field.addToPage(page, { x: pt(30), y: pt(30), width: pt(60), height: pt(10) });
    }
  }
  return doc.save({ useObjectStreams: spec.objectStreams ?? false });
}

/** Reads a PDF's facts as the server does: pdf.js's legacy build, preflight's reader. */
export async function readCorpusFacts(bytes: Uint8Array): Promise<PdfFacts> {
  const loading = getDocument({
    data: bytes.slice(),
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  });
  try {
    return await readPdfDocumentFacts(await loading.promise, OPS, PdfObjectReader.ofBytes(bytes));
  } finally {
    await loading.destroy();
  }
}

/** What pdf.js throws opening a PDF, or undefined when it opens. */
export async function openError(bytes: Uint8Array): Promise<unknown> {
  const loading = getDocument({ data: bytes.slice(), verbosity: 0 });
  try {
    await loading.promise;
    return undefined;
  } catch (error) {
    return error;
  } finally {
    await loading.destroy();
  }
}

/** A one-page PDF written by hand, with more entries for its trailer. */
function handWrittenPdf(encrypt: string, id: string): Uint8Array {
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 419.53 595.28]>>',
    encrypt,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R/Encrypt 4 0 R/ID[<${id}><${id}>]>>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const FILE_ID = '0123456789abcdef0123456789abcdef';
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/**
 * A PDF protected by a password, written by hand (pdf-lib cannot encrypt): its trailer names a
 * standard security handler (RC4, 40-bit) whose user password is not empty, so pdf.js asks for
 * one (`PasswordException`).
 */
export const encryptedPdf = () =>
  handWrittenPdf(
    `<</Filter/Standard/V 1/R 2/O<${'5a'.repeat(32)}>/U<${'a7'.repeat(32)}>/P -44>>`,
    FILE_ID,
  );

// The standard security handler's padding (PDF 32000-1, 7.6.3.3).
const PADDING = Buffer.from(
  '28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a',
  'hex',
);

function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const box = Array.from({ length: 256 }, (_, index) => index);
  let j = 0;
  for (let i = 0; i < 256; i += 1) {
    j = (j + (box[i] as number) + (key[i % key.length] as number)) & 255;
    [box[i], box[j]] = [box[j] as number, box[i] as number];
  }
  const out = new Uint8Array(data.length);
  let i = 0;
  j = 0;
  data.forEach((byte, at) => {
    i = (i + 1) & 255;
    j = (j + (box[i] as number)) & 255;
    [box[i], box[j]] = [box[j] as number, box[i] as number];
    out[at] = byte ^ (box[((box[i] as number) + (box[j] as number)) & 255] as number);
  });
  return out;
}

/**
 * A PDF with an owner password only (restrictions on printing and copying): it opens without a
 * password, as most protected files authors send do. Revision 2 of the standard handler, its
 * user key computed for the empty password so pdf.js opens it.
 */
export function restrictedPdf(): Uint8Array {
  const owner = Buffer.alloc(32, 0x5a);
  const permissions = -44;
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = createHash('md5')
    .update(Buffer.concat([PADDING, owner, p, Buffer.from(FILE_ID, 'hex')]))
    .digest()
    .subarray(0, 5);
  const user = rc4(key, PADDING);
  return handWrittenPdf(
    `<</Filter/Standard/V 1/R 2/O<${hex(owner)}>/U<${hex(user)}>/P ${permissions}>>`,
    FILE_ID,
  );
}

/** Bytes that start like a PDF and are not one: what a broken download leaves. */
export const damagedPdf = new TextEncoder().encode(
  '%PDF-1.7\n%\xe2\xe3\xcf\xd3\nthis is not a PDF at all\n',
);
