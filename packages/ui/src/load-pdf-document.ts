import type { PDFDocumentLoadingTask } from 'pdfjs-dist';

/** What pdf.js can open: a URL, or the document's parameters (its bytes, options). */
export type PdfSource = Parameters<typeof import('pdfjs-dist')['getDocument']>[0];

/**
 * Fetches pdf.js on first use (its ~400 KB stay out of the app's first load) and starts
 * loading a document. Vite 8 and webpack 5 resolve the package path in
 * `new URL(..., import.meta.url)` and emit the worker as an asset; with other setups pass
 * `workerSrc`.
 */
export async function loadPdfDocument(
  src: PdfSource,
  workerSrc?: string,
): Promise<PDFDocumentLoadingTask> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc =
    workerSrc ?? new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
  return pdfjs.getDocument(src);
}
