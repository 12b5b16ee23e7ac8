import {
  type PdfFacts,
  PdfObjectReader,
  type PdfPageFacts,
  type PreflightFinding,
  pdfFactsOf,
  readPdfDocumentInfo,
  readPdfPageFacts,
} from '@pod-portal/domain';
import type { FileStorage } from '../storage/file-storage.ts';
import { openStorage, type StorageSettings } from '../storage/open-storage.ts';

let pdfJs: Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | undefined;

/**
 * pdf.js, imported by the first read rather than with this module: the preflight's worker
 * first makes it load without the canvas (`loadPdfJsWithoutCanvas`).
 */
const loadPdfJs = () => {
  pdfJs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfJs;
};

/** A stored PDF to read: the storage it is in, and its key. */
export interface StoredPdfTask {
  storage: StorageSettings;
  key: string;
}

/** A stored PDF's facts, or the finding for a file pdf.js cannot open and the error's words. */
export type StoredPdfRead = { facts: PdfFacts } | { unreadable: PreflightFinding; reason: string };

/**
 * The stored file could not be read (removed while it was read, e.g. replaced by a newer
 * upload, or the storage failing): not the PDF's fault, so no finding of the author's.
 */
export class StoredPdfUnreachableError extends Error {
  override name = 'StoredPdfUnreachableError';
}

const unreadable = (key: string, cause: unknown) =>
  new StoredPdfUnreachableError(`stored file unreadable: ${key}`, { cause });

/**
 * The bytes [begin, end) of a stored file, in a buffer of their own that pdf.js moves to its
 * worker side: each part read is copied once, straight into place.
 */
async function readRange(storage: FileStorage, key: string, begin: number, end: number) {
  const bytes = new Uint8Array(end - begin);
  let filled = 0;
  try {
    for await (const part of await storage.get(key, { start: begin, end: end - 1 })) {
      bytes.set(part as Buffer, filled);
      filled += (part as Buffer).length;
    }
  } catch (error) {
    throw unreadable(key, error);
  }
  if (filled !== bytes.length)
    throw new StoredPdfUnreachableError(`stored file shorter than its size: ${key}`);
  return bytes;
}

/**
 * The ranges pdf.js asked for that could not be read. pdf.js waits for a range for ever, so a
 * read of the file's (`within`) fails with the first failed range instead; and destroying the
 * document then never ends either (a page's task still waits for its range), so `close` stops
 * waiting for it once a range failed, before or meanwhile: what is left goes with the worker.
 */
function rangeFailures() {
  let fail: (error: unknown) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  const anyFailed = failed.catch(() => {});
  return {
    fail,
    within: <T>(work: Promise<T>) => Promise.race([work, failed]),
    async close(loading: { destroy(): Promise<void> }) {
      const destroying = loading.destroy();
      // A destroy that fails once no longer waited for is nobody's concern.
      destroying.catch(() => {});
      await Promise.race([destroying, anyFailed]);
    },
  };
}

let opened: { settings: string; storage: Promise<FileStorage> } | undefined;

/** The worker's storage, opened once for the settings it is given. */
function storageFor(settings: StorageSettings): Promise<FileStorage> {
  const key = JSON.stringify(settings);
  if (opened?.settings !== key) opened = { settings: key, storage: openStorage(settings) };
  return opened.storage;
}

/**
 * The ranges pdf.js asks for (it joins neighbouring ones, so a picture is still one read).
 * Opening a file reads one around each page's dictionary (pdf.js walks the page tree to count
 * and find pages), so small ranges keep that cost small: a 200-page book's open reads 3 MB at
 * 16 KB, 12.5 MB at 64 KB.
 */
const RANGE_BYTES = 16 * 1024;

/**
 * pdf.js keeps every range it has read of a document, in a buffer as long as the file, until
 * the document is let go: a long file is opened again once this many bytes have been read since
 * it was opened, so a 200 MB photo book is never held whole. Less holds less but is slower, as
 * each open walks the page tree again: figures in docs/decisions/024-pdfs-in-worker-threads.md
 * and 060-preflight-memory-without-canvas.md.
 */
const REOPEN_AFTER_BYTES = 4 * 1024 * 1024;

/** A stored PDF opened by pdf.js, fetching only the byte ranges it asks for. */
async function openStoredPdf(
  storage: FileStorage,
  key: string,
  length: number,
  reopenAfterBytes: number,
  failures: ReturnType<typeof rangeFailures>,
) {
  const { getDocument, PDFDataRangeTransport } = await loadPdfJs();
  const ranges = new PDFDataRangeTransport(length, null);
  let bytesRead = 0;
  const loading = getDocument({
    range: ranges,
    length,
    rangeChunkSize: RANGE_BYTES,
    disableAutoFetch: true,
    disableStream: true,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  });
  ranges.requestDataRange = (begin: number, end: number) => {
    bytesRead += end - begin;
    readRange(storage, key, begin, end).then(
      (bytes) => ranges.onDataRange(begin, bytes),
      (error: unknown) => failures.fail(error),
    );
  };
  ranges.transportReady();
  try {
    const pdf = await failures.within(loading.promise);
    const openedWith = bytesRead;
    return {
      pdf,
      /** Whether it has read enough since it opened to be opened again. */
      holdsTooMuch: () => bytesRead - openedWith > reopenAfterBytes,
      close: () => failures.close(loading),
    };
  } catch (error) {
    await failures.close(loading);
    throw error;
  }
}

/**
 * Reads a stored PDF the way the browser's preflight does (the domain's page facts), fetching
 * only the byte ranges pdf.js asks for and opening the file again every `REOPEN_AFTER_BYTES`:
 * the file is never read into memory whole. Runs in the preflight's worker thread. Throws for a
 * file that is not a PDF, and `StoredPdfUnreachableError` for one that could not be read.
 */
export async function readStoredPdfFacts(
  task: StoredPdfTask,
  reopenAfterBytes = REOPEN_AFTER_BYTES,
): Promise<PdfFacts> {
  const storage = await storageFor(task.storage).catch((error: unknown) => {
    throw new StoredPdfUnreachableError('the storage could not be opened', { cause: error });
  });
  return readPdfFactsFrom(storage, task.key, reopenAfterBytes);
}

/** `readStoredPdfFacts`, from the storage given. */
export async function readPdfFactsFrom(
  storage: FileStorage,
  key: string,
  reopenAfterBytes = REOPEN_AFTER_BYTES,
): Promise<PdfFacts> {
  const length = await storage.size(key).catch((error: unknown) => {
    throw unreadable(key, error);
  });
  if (length === null) throw new StoredPdfUnreachableError(`stored file missing: ${key}`);
  const { OPS } = await loadPdfJs();
  const failures = rangeFailures();
  let opened = await openStoredPdf(storage, key, length, reopenAfterBytes, failures);
  // The pages' colour spaces, read by ranges of their own (pdf.js does not give them).
  const objects = new PdfObjectReader((begin, end) => readRange(storage, key, begin, end), length);
  try {
    const info = await failures.within(readPdfDocumentInfo(opened.pdf));
    const pages: PdfPageFacts[] = [];
    for (let number = 1; number <= opened.pdf.numPages; number += 1) {
      if (opened.holdsTooMuch()) {
        await opened.close();
        opened = await openStoredPdf(storage, key, length, reopenAfterBytes, failures);
      }
      pages.push(await failures.within(readPdfPageFacts(opened.pdf, number, OPS, objects)));
    }
    return pdfFactsOf(info, pages);
  } finally {
    await opened.close();
  }
}
