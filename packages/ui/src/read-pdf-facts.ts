import { type PdfFacts, readPdfDocumentFacts } from '@pod-portal/domain';
import { loadPdfDocument } from './load-pdf-document.ts';

/**
 * Reads a PDF in the browser with pdf.js (the domain's `readPdfDocumentFacts`): what an
 * upload's preflight checks before a byte is sent. Throws when the file is not a readable PDF.
 */
export async function readPdfFacts(file: Blob): Promise<PdfFacts> {
  const [{ OPS }, data] = await Promise.all([
    import('pdfjs-dist'),
    file.arrayBuffer().then((buffer) => new Uint8Array(buffer)),
  ]);
  const task = await loadPdfDocument({ data, disableFontFace: true, isEvalSupported: false });
  try {
    return await readPdfDocumentFacts(await task.promise, OPS);
  } finally {
    await task.destroy();
  }
}
