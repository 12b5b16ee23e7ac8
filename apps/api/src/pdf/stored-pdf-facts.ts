import { type PdfFacts, type PreflightFinding, readPdfDocumentFacts } from '@pod-portal/domain';
import { getDocument, OPS, PDFDataRangeTransport } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { FileStorage } from '../storage/file-storage.ts';
import { openStorage, type StorageSettings } from '../storage/open-storage.ts';

/** A stored PDF to read: the storage it is in, and its key. */
export interface StoredPdfTask {
  storage: StorageSettings;
  key: string;
}

/** A stored PDF's facts, or the finding for a file pdf.js cannot open and the error's words. */
export type StoredPdfRead = { facts: PdfFacts } | { unreadable: PreflightFinding; reason: string };

/** The bytes [begin, end) of a stored file. */
async function readRange(storage: FileStorage, key: string, begin: number, end: number) {
  const parts: Buffer[] = [];
  for await (const part of await storage.get(key, { start: begin, end: end - 1 }))
    parts.push(part as Buffer);
  return new Uint8Array(Buffer.concat(parts));
}

let opened: { settings: string; storage: Promise<FileStorage> } | undefined;

/** The worker's storage, opened once for the settings it is given. */
function storageFor(settings: StorageSettings): Promise<FileStorage> {
  const key = JSON.stringify(settings);
  if (opened?.settings !== key) opened = { settings: key, storage: openStorage(settings) };
  return opened.storage;
}

/**
 * Reads a stored PDF the way the browser's preflight does (the domain's
 * `readPdfDocumentFacts`), fetching only the byte ranges pdf.js asks for: the file is never
 * read into memory whole. Runs in a PDF worker thread. Throws for a file that is not a PDF.
 */
export async function readStoredPdfFacts(task: StoredPdfTask): Promise<PdfFacts> {
  const storage = await storageFor(task.storage);
  const length = await storage.size(task.key);
  if (length === null) throw new Error(`stored file missing: ${task.key}`);
  const ranges = new PDFDataRangeTransport(length, null);
  const loading = getDocument({
    range: ranges,
    length,
    rangeChunkSize: 256 * 1024,
    disableAutoFetch: true,
    disableStream: true,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  });
  ranges.requestDataRange = (begin: number, end: number) => {
    readRange(storage, task.key, begin, end).then(
      (bytes) => ranges.onDataRange(begin, bytes),
      // pdf.js would wait for the range for ever: the read fails the whole check instead.
      () => void loading.destroy(),
    );
  };
  ranges.transportReady();
  try {
    return await readPdfDocumentFacts(await loading.promise, OPS);
  } finally {
    await loading.destroy();
  }
}
