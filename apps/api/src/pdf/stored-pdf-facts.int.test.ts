import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookPreflight, PdfObjectReader, readPdfDocumentFacts } from '@pod-portal/domain';
import {
  fill,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';
import { afterAll, expect, it } from 'vitest';
import { localFileStorage } from '../storage/local-file-storage.ts';
import { storedPdfTask } from '../test/stored-pdf.ts';
import {
  readPdfFactsFrom,
  readStoredPdfFacts,
  StoredPdfUnreachableError,
} from './stored-pdf-facts.ts';

const root = mkdtempSync(join(tmpdir(), 'stored-pdf-facts-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A PNG of noise, which no compression shrinks: each page's picture is read apart. */
function noisePng(side: number): Buffer {
  const png = new PNG({ width: side, height: side });
  png.data = randomBytes(side * side * 4);
  return PNG.sync.write(png);
}

/** A square in a spot ink, Gold (a DeviceN colour space; its alternate full yellow). */
function goldSquare(document: PDFDocument, page: PDFPage) {
  const { context } = document;
  const tint = context.obj({
    FunctionType: 2,
    Domain: [0, 1],
    C0: [0, 0, 0, 0],
    C1: [0, 0, 1, 0],
    N: 1,
  });
  const gold = context.obj([
    PDFName.of('DeviceN'),
    [PDFName.of('Gold')],
    PDFName.of('DeviceCMYK'),
    tint,
  ]);
  page.node
    .normalizedEntries()
    .Resources.set(PDFName.of('ColorSpace'), context.obj({ Gold: gold }));
  page.pushOperators(
    pushGraphicsState(),
    PDFOperator.of(PDFOperatorNames.NonStrokingColorspace, [PDFName.of('Gold')]),
    PDFOperator.of(PDFOperatorNames.NonStrokingColorN, [PDFNumber.of(1)]),
    rectangle(300, 300, 50, 50),
    fill(),
    popGraphicsState(),
  );
}

/**
 * Twelve pages of three sizes, text in a font not embedded, colour on every third page, and a
 * picture of noise (in RGB) on each (about 90 KB: more than the ranges pdf.js reads at a
 * time); page 5 has a spot colour.
 */
async function mixedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const sizes: Array<[number, number]> = [
    [430.87, 649.13],
    [419.53, 595.28],
    [595.28, 841.89],
  ];
  for (let index = 0; index < 12; index += 1) {
    const page = document.addPage(sizes[index % 3]);
    page.drawText(`Page ${index + 1}`, { x: 60, y: 60, size: 12, font });
    const picture = await document.embedPng(noisePng(150));
    page.drawImage(picture, { x: 60, y: 120, width: 150, height: 150 });
    if (index % 3 === 2)
      page.drawRectangle({ x: 0, y: 0, width: 200, height: 100, color: rgb(0.8, 0.1, 0.1) });
    if (index === 4) goldSquare(document, page);
  }
  return document.save();
}

const storedTask = (bytes: Uint8Array) => storedPdfTask(root, bytes);

it('reads the same facts when it opens a long file again part of the way through', async () => {
  const bytes = await mixedPdf();
  const task = await storedTask(bytes);
  const loading = getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 });
  const whole = await readPdfDocumentFacts(
    await loading.promise,
    OPS,
    PdfObjectReader.ofBytes(bytes),
  );
  await loading.destroy();

  // Opened once, and opened again before every page after the first.
  expect(await readStoredPdfFacts(task)).toEqual(whole);
  expect(await readStoredPdfFacts(task, 0)).toEqual(whole);
  expect(whole.pageCount).toBe(12);
  expect(whole.fontsNotEmbedded).toEqual(['Helvetica']);
  expect(whole.pages?.every((page) => page.images.length === 1)).toBe(true);
  expect(bytes.length).toBeGreaterThan(12 * 64 * 1024);
});

it('finds the RGB pictures and the spot colour of a colour book on their pages', async () => {
  const facts = await readStoredPdfFacts(await storedTask(await mixedPdf()));
  const colour = bookPreflight(facts, { ink: 'standard-colour' }).filter(
    ({ code }) => code === 'rgb-image' || code === 'spot-colour',
  );
  expect(colour.map(({ code, grade, page }) => ({ code, grade, page }))).toEqual(
    Array.from({ length: 12 }, (_, index) => [
      { code: 'rgb-image', grade: 'worth-knowing', page: index + 1 },
      ...(index === 4 ? [{ code: 'spot-colour', grade: 'looks-wrong', page: 5 }] : []),
    ]).flat(),
  );
  // The picture, 150 pt square, 60 pt in and 120 pt up the page.
  const height = facts.pageSizesMm[0]?.heightMm ?? 0;
  expect(colour[0]?.spot).toMatchObject({ xMm: 21.17, widthMm: 52.92, heightMm: 52.92 });
  expect(colour[0]?.spot?.yMm).toBeCloseTo(height - (120 + 150) / (72 / 25.4), 1);
});

// Gone at the document's first ranges, on the first pages, or among pdf.js's and the colour
// reader's reads of later pages.
it.each([2, 4, 20])(
  'fails, rather than waits for ever, when the file goes at read %i',
  async (gone) => {
    const bytes = await mixedPdf();
    const { key } = await storedTask(bytes);
    const storage = localFileStorage(root);
    // e.g. replaced by a newer upload while its preflight reads it.
    let reads = 0;
    const vanishing = {
      ...storage,
      get: async (...args: Parameters<typeof storage.get>) => {
        reads += 1;
        if (reads === gone) await storage.delete(key);
        return storage.get(...args);
      },
    };
    await expect(readPdfFactsFrom(vanishing, key)).rejects.toThrow(StoredPdfUnreachableError);
    expect(reads).toBeGreaterThanOrEqual(gone);
    // Gone before it was read: the same.
    await expect(readPdfFactsFrom(storage, key)).rejects.toThrow(StoredPdfUnreachableError);
  },
);
