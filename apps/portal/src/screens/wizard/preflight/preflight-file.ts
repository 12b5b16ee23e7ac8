import {
  bookFileFacts,
  bookPreflight,
  checkAgainstPrinters,
  coverPreflight,
  type PdfFacts,
  pdfOpenFailure,
} from '@pod-portal/domain';
import { readPdfFacts } from '@pod-portal/ui';
// Directly, not through the index: the fixing worker's code stays out of this worker.
import { availableFixes } from '../../../preflight-fixes/available-fixes.ts';
import type { PreflightRequest, PreflightResult } from './preflight-request.ts';

/**
 * Reads a chosen PDF with pdf.js, page by page, and checks it with the domain's rules: a book
 * file against its quote and each printer's rules, a cover against its full size. A file pdf.js
 * cannot open is one finding (encrypted or damaged). A book file's safe fixes come from the same
 * facts (`availableFixes`), so the file is read once. Runs in the preflight worker.
 */
export async function preflightFile(
  file: Blob,
  request: PreflightRequest,
  onPage: (page: number, pages: number) => void,
): Promise<PreflightResult> {
  let facts: PdfFacts;
  try {
    facts = await readPdfFacts(file, { onPage });
  } catch (error) {
    return { findings: [pdfOpenFailure(error)], printers: null };
  }
  if (request.role === 'cover')
    return {
      findings: request.coverMm ? coverPreflight(facts, request.coverMm) : [],
      printers: null,
    };
  return {
    findings: bookPreflight(facts, request.book),
    printers: request.printers
      ? checkAgainstPrinters(bookFileFacts(facts, request.printers))
      : null,
    fixes: request.fixes ? availableFixes(facts, request.fixes) : [],
  };
}
