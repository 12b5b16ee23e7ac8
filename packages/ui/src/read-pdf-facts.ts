import { type PdfFacts, POINTS_PER_MM } from '@pod-portal/domain';
import type { PDFPageProxy } from 'pdfjs-dist';
import { loadPdfDocument } from './load-pdf-document.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The fonts a page sets that the file does not carry (pdf.js marks them `missingFile`). */
async function pageFontsNotEmbedded(page: PDFPageProxy, setFont: number): Promise<string[]> {
  const operators = await page.getOperatorList();
  const names: string[] = [];
  operators.fnArray.forEach((operator, index) => {
    if (operator !== setFont) return;
    const loadedName = operators.argsArray[index]?.[0];
    if (typeof loadedName !== 'string' || !page.commonObjs.has(loadedName)) return;
    const font = page.commonObjs.get(loadedName) as { missingFile?: boolean; name?: string };
    if (font.missingFile && font.name) names.push(font.name.replace(/^[A-Z]{6}\+/, ''));
  });
  return names;
}

/**
 * Reads a PDF in the browser with pdf.js, page by page (nothing is drawn): what the upload's
 * preflight checks before a byte is sent. Throws when the file is not a readable PDF.
 */
export async function readPdfFacts(file: Blob): Promise<PdfFacts> {
  const [{ OPS }, data] = await Promise.all([
    import('pdfjs-dist'),
    file.arrayBuffer().then((buffer) => new Uint8Array(buffer)),
  ]);
  const task = await loadPdfDocument({ data, disableFontFace: true, isEvalSupported: false });
  try {
    const pdf = await task.promise;
    const pageSizesMm: Array<{ widthMm: number; heightMm: number }> = [];
    const missing = new Set<string>();
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      pageSizesMm.push({
        widthMm: round2(width / POINTS_PER_MM),
        heightMm: round2(height / POINTS_PER_MM),
      });
      for (const name of await pageFontsNotEmbedded(page, OPS.setFont)) missing.add(name);
      page.cleanup();
    }
    return { pageCount: pdf.numPages, pageSizesMm, fontsNotEmbedded: [...missing].sort() };
  } finally {
    await task.destroy();
  }
}
