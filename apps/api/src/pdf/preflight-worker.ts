import { pdfOpenFailure } from '@pod-portal/domain';
import { loadPdfJsWithoutCanvas } from './pdfjs-without-canvas.ts';
import {
  readStoredPdfFacts,
  type StoredPdfRead,
  type StoredPdfTask,
  StoredPdfUnreachableError,
} from './stored-pdf-facts.ts';

// This worker only reads: pdf.js (imported by the first read) comes without the canvas it
// would draw with.
loadPdfJsWithoutCanvas();

/**
 * What preflight reads from a stored PDF (the preflight pool's task, in a worker thread), or
 * why it could not be read: told apart here, as pdf.js's errors lose their names on the way out
 * of the worker. A file that could not be read is no finding: the task fails, and the job with
 * it. A module of its own, so the preflight's worker loads pdf.js and the storage only, not the
 * renderers' pdf-lib and canvas.
 */
export default async function pdfFacts(task: StoredPdfTask): Promise<StoredPdfRead> {
  try {
    return { facts: await readStoredPdfFacts(task) };
  } catch (error) {
    if (error instanceof StoredPdfUnreachableError) throw error;
    return { unreadable: pdfOpenFailure(error), reason: String(error) };
  }
}
