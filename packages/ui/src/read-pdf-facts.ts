import {
  type PdfFacts,
  type PdfJsDocument,
  PdfObjectReader,
  readPdfDocumentFacts,
} from '@pod-portal/domain';
import { loadPdfDocument } from './load-pdf-document.ts';

export interface ReadPdfFactsOptions {
  /** Called as each page is read (`page` counts from 1): for a progress bar. */
  onPage?: (page: number, pages: number) => void;
  /** The pdf.js worker's URL, for bundlers that cannot resolve it themselves. */
  workerSrc?: string;
}

/** The document with each page's reading reported. */
const reporting = (pdf: PdfJsDocument, onPage: ReadPdfFactsOptions['onPage']): PdfJsDocument => ({
  numPages: pdf.numPages,
  getMetadata: () => pdf.getMetadata(),
  getPage: (number) => {
    onPage?.(number, pdf.numPages);
    return pdf.getPage(number);
  },
});

/**
 * Reads a PDF in the browser with pdf.js (the domain's `readPdfDocumentFacts`): what an
 * upload's preflight checks before a byte is sent. Runs in a Web Worker too (pdf.js then parses
 * in that worker's thread). Throws when the file is not a readable PDF (the error pdf.js gave,
 * for the domain's `pdfOpenFailure`).
 */
export async function readPdfFacts(
  file: Blob,
  { onPage, workerSrc }: ReadPdfFactsOptions = {},
): Promise<PdfFacts> {
  const [{ OPS }, data] = await Promise.all([
    import('pdfjs-dist'),
    file.arrayBuffer().then((buffer) => new Uint8Array(buffer)),
  ]);
  const task = await loadPdfDocument(
    { data, disableFontFace: true, isEvalSupported: false },
    workerSrc,
  );
  try {
    // Colour spaces are read by slices of the file (pdf.js takes `data` to its worker).
    const objects = new PdfObjectReader(
      async (begin, end) => new Uint8Array(await file.slice(begin, end).arrayBuffer()),
      file.size,
    );
    return await readPdfDocumentFacts(reporting(await task.promise, onPage), OPS, objects);
  } finally {
    await task.destroy();
  }
}
