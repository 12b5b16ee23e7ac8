import type { PdfStandard } from '../printers/printer-rules.ts';
import type { PdfFacts, PdfPageFacts } from './pdf-facts.ts';
import type { PdfObjectReader } from './pdf-object-reader.ts';
import { type PageSeen, readPageColours } from './read-page-colours.ts';
import { type PdfJsFont, type PdfJsOps, scanPageOperators } from './scan-page-operators.ts';

/** An annotation as pdf.js's `getAnnotations` gives it (the parts preflight reads). */
interface PdfJsAnnotation {
  subtype: string;
  fieldType?: string | null;
  rect: ArrayLike<number>;
}

/** The parts of a pdf.js page that preflight reads (so the domain needs no pdf.js of its own). */
export interface PdfJsPage {
  getViewport(options: { scale: number }): {
    width: number;
    height: number;
    transform: ArrayLike<number>;
  };
  getOperatorList(options?: {
    annotationMode?: number;
  }): Promise<{ fnArray: number[]; argsArray: unknown[] }>;
  // biome-ignore lint/suspicious/noExplicitAny: pdf.js types its annotations as any.
  getAnnotations(options?: { intent?: 'print' }): Promise<any[]>;
  commonObjs: { has(name: string): boolean; get(name: string): unknown };
  /** The page's object in the file, for reading its colour spaces. */
  ref?: { num: number; gen: number } | null;
  cleanup(): void;
}

/** The parts of a pdf.js document that preflight reads. */
export interface PdfJsDocument {
  numPages: number;
  getPage(number: number): Promise<PdfJsPage>;
  /** pdf.js's document information: `info.EncryptFilterName`, `info.Custom`. */
  getMetadata(): Promise<{ info: object }>;
}

/** The standard a `GTS_PDFXVersion` names ('PDF/X-1a:2001', 'PDF/X-4'...). */
function pdfStandard(version: unknown): PdfStandard {
  const text = typeof version === 'string' ? version : '';
  const known: PdfStandard[] = ['PDF/X-1a', 'PDF/X-3', 'PDF/X-4'];
  return known.find((standard) => text.startsWith(standard)) ?? 'none';
}

/** pdf.js's `AnnotationMode.DISABLE`: the operator list without annotations (read apart). */
const ANNOTATIONS_APART = 0;

/** A font's name without a subset's prefix (six capitals and a plus). */
const fontName = (font: PdfJsFont) => font.name?.replace(/^[A-Z]{6}\+/, '');

/**
 * Reads one page: its operators and fonts once, then the page's facts, and what the colour
 * reader needs besides (its text runs and viewport).
 */
async function readPage(
  page: PdfJsPage,
  ops: PdfJsOps,
): Promise<{ facts: PdfPageFacts; seen: Omit<PageSeen, 'images'> }> {
  const [operators, annotations] = await Promise.all([
    page.getOperatorList({ annotationMode: ANNOTATIONS_APART }),
    page.getAnnotations({ intent: 'print' }) as Promise<PdfJsAnnotation[]>,
  ]);
  const missing = new Set<string>();
  const type3 = new Set<string>();
  const font = (loadedName: string) => {
    // pdf.js resolves a page's fonts with its operator list; one it could not load is not there.
    if (!page.commonObjs.has(loadedName)) return undefined;
    const found = page.commonObjs.get(loadedName) as PdfJsFont;
    const name = fontName(found);
    if (name && found.missingFile) missing.add(name);
    if (name && found.isType3Font) type3.add(name);
    return found;
  };
  const view = page.getViewport({ scale: 1 });
  const { textRuns, ...facts } = scanPageOperators(
    {
      operators,
      font,
      viewport: view,
      annotations: annotations.map((annotation) => ({
        kind: annotation.fieldType ? `${annotation.fieldType} field` : annotation.subtype,
        rect: annotation.rect,
      })),
    },
    ops,
  );
  return {
    facts: { ...facts, fontsNotEmbedded: [...missing].sort(), type3Fonts: [...type3].sort() },
    seen: { textRuns, view },
  };
}

/** What preflight reads of a whole PDF, apart from its pages. */
export type PdfDocumentInfo = Pick<PdfFacts, 'restricted' | 'pdfStandard'>;

/** Whether the PDF has security settings, and the PDF/X standard it claims. */
export async function readPdfDocumentInfo(pdf: PdfJsDocument): Promise<PdfDocumentInfo> {
  const { info } = await pdf.getMetadata();
  const { EncryptFilterName, Custom } = info as {
    EncryptFilterName?: string | null;
    Custom?: Record<string, unknown>;
  };
  return {
    restricted: Boolean(EncryptFilterName),
    pdfStandard: pdfStandard(Custom?.GTS_PDFXVersion),
  };
}

/**
 * Reads page `number` (from 1): its facts, its operators let go once read. With `objects` (the
 * same file's objects, by ranges) its colour spaces too.
 */
export async function readPdfPageFacts(
  pdf: PdfJsDocument,
  number: number,
  ops: PdfJsOps,
  objects?: PdfObjectReader,
): Promise<PdfPageFacts> {
  const page = await pdf.getPage(number);
  try {
    const { facts, seen } = await readPage(page, ops);
    if (!objects || !page.ref) return facts;
    return { ...facts, ...(await readPageColours(objects, page.ref, { ...seen, ...facts })) };
  } finally {
    page.cleanup();
  }
}

/** A PDF's facts from its info and every page's facts, in page order. */
export function pdfFactsOf(info: PdfDocumentInfo, pages: PdfPageFacts[]): PdfFacts {
  return {
    pageCount: pages.length,
    pageSizesMm: pages.map(({ widthMm, heightMm }) => ({ widthMm, heightMm })),
    fontsNotEmbedded: [...new Set(pages.flatMap((page) => page.fontsNotEmbedded))].sort(),
    type3Fonts: [...new Set(pages.flatMap((page) => page.type3Fonts))].sort(),
    ...info,
    pages,
  };
}

/**
 * What preflight reads from a PDF opened with pdf.js, page by page (nothing is drawn, and a
 * page's operators are let go before the next is read): the page count, each page's size in mm
 * as shown, the fonts used but not embedded and the Type 3 fonts, whether it has security
 * settings and the PDF/X standard it claims, and each page's facts (see `PdfPageFacts`). The
 * same in the browser, before an upload, and on the server, after it (which reads the pages
 * itself with `readPdfPageFacts`, to open a long file again on the way). `ops` is pdf.js's
 * `OPS`; `objects` reads the same file's colour spaces.
 */
export async function readPdfDocumentFacts(
  pdf: PdfJsDocument,
  ops: PdfJsOps,
  objects?: PdfObjectReader,
): Promise<PdfFacts> {
  const info = await readPdfDocumentInfo(pdf);
  const pages: PdfPageFacts[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1)
    pages.push(await readPdfPageFacts(pdf, number, ops, objects));
  return pdfFactsOf(info, pages);
}
