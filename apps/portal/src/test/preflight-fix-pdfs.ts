import { type PdfFacts, POINTS_PER_MM, readPdfDocumentFacts } from '@pod-portal/domain';
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Small book PDFs made with pdf-lib for the safe fixes' tests, read back with pdf.js's legacy
 * build and the domain's preflight reader, as the server reads them. Content is placed in mm
 * from the page's bottom-left corner, well inside the page unless a spec says otherwise.
 */

interface SizeMm {
  widthMm: number;
  heightMm: number;
}

interface TestPageSpec {
  /** The page's size when it differs from the book's. */
  sizeMm?: SizeMm;
  /** Nothing painted. */
  blank?: boolean;
  /** A grey bar that runs to the left edge. */
  toEdge?: boolean;
  /** Degrees the page is turned when shown. */
  rotate?: number;
}

export interface TestBookSpec {
  pages: number;
  sizeMm: SizeMm;
  /** Page specs by page number (from 1). */
  page?: Readonly<Record<number, TestPageSpec>>;
}

const pt = (mm: number) => mm * POINTS_PER_MM;

/** A book PDF: each page a line of text and a grey box, 20 mm in from the corner. */
export async function testBookPdf(spec: TestBookSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= spec.pages; number += 1) {
    const extra = spec.page?.[number] ?? {};
    const size = extra.sizeMm ?? spec.sizeMm;
    const page = doc.addPage([pt(size.widthMm), pt(size.heightMm)]);
    if (extra.rotate) page.setRotation(degrees(extra.rotate));
    if (extra.blank) continue;
    page.drawText(`Page ${number}`, { x: pt(20), y: pt(size.heightMm / 2), size: 10, font });
    page.drawRectangle({
      x: pt(20),
      y: pt(20),
      width: pt(30),
      height: pt(10),
      color: rgb(0.5, 0.5, 0.5),
    });
    if (extra.toEdge)
      page.drawRectangle({
        x: 0,
        y: pt(40),
        width: pt(15),
        height: pt(5),
        color: rgb(0.5, 0.5, 0.5),
      });
  }
  return doc.save();
}

const open = (bytes: Uint8Array) =>
  getDocument({ data: bytes.slice(), disableFontFace: true, isEvalSupported: false, verbosity: 0 });

/** A PDF's facts as preflight reads them (pdf.js's legacy build, the domain's reader). */
export async function readTestFacts(bytes: Uint8Array): Promise<PdfFacts> {
  const loading = open(bytes);
  try {
    return await readPdfDocumentFacts(await loading.promise, OPS);
  } finally {
    await loading.destroy();
  }
}

/**
 * Each page's operator list as pdf.js reads it (operators and their arguments), as text; the
 * names pdf.js gives fonts (numbered by document) without the document's number.
 */
export async function pageOperators(bytes: Uint8Array): Promise<string[]> {
  const loading = open(bytes);
  try {
    const pdf = await loading.promise;
    const lists: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const { fnArray, argsArray } = await page.getOperatorList({ annotationMode: 0 });
      const text = JSON.stringify({ fnArray, argsArray }, (_, value) =>
        ArrayBuffer.isView(value) ? Array.from(value as Uint8Array) : value,
      );
      lists.push(text.replace(/"g_d\d+_/g, '"g_'));
    }
    return lists;
  } finally {
    await loading.destroy();
  }
}
