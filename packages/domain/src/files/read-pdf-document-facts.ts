import { type PdfFacts, POINTS_PER_MM } from './pdf-preflight.ts';

/** The parts of a pdf.js page that preflight reads (so the domain needs no pdf.js of its own). */
export interface PdfJsPage {
  getViewport(options: { scale: number }): { width: number; height: number };
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[][] }>;
  commonObjs: { has(name: string): boolean; get(name: string): unknown };
  cleanup(): void;
}

/** The parts of a pdf.js document that preflight reads. */
export interface PdfJsDocument {
  numPages: number;
  getPage(number: number): Promise<PdfJsPage>;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The fonts a page sets that the file does not carry (pdf.js marks them `missingFile`). */
async function fontsNotEmbedded(page: PdfJsPage, setFont: number): Promise<string[]> {
  const operators = await page.getOperatorList();
  const names: string[] = [];
  operators.fnArray.forEach((operator, index) => {
    if (operator !== setFont) return;
    const loadedName = operators.argsArray[index]?.[0];
    if (typeof loadedName !== 'string' || !page.commonObjs.has(loadedName)) return;
    const font = page.commonObjs.get(loadedName) as { missingFile?: boolean; name?: string };
    // A subset's name starts with six capitals and a plus: the font's own name follows.
    if (font.missingFile && font.name) names.push(font.name.replace(/^[A-Z]{6}\+/, ''));
  });
  return names;
}

/**
 * What preflight reads from a PDF opened with pdf.js, page by page (nothing is drawn): the
 * page count, each page's size in mm as shown, and the fonts used but not embedded. The same in
 * the browser, before an upload, and on the server, after it. `setFont` is pdf.js's
 * `OPS.setFont`.
 */
export async function readPdfDocumentFacts(pdf: PdfJsDocument, setFont: number): Promise<PdfFacts> {
  const pageSizesMm: Array<{ widthMm: number; heightMm: number }> = [];
  const missing = new Set<string>();
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    pageSizesMm.push({
      widthMm: round2(width / POINTS_PER_MM),
      heightMm: round2(height / POINTS_PER_MM),
    });
    for (const name of await fontsNotEmbedded(page, setFont)) missing.add(name);
    page.cleanup();
  }
  return { pageCount: pdf.numPages, pageSizesMm, fontsNotEmbedded: [...missing].sort() };
}
