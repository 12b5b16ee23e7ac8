import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { readPdfDocumentFacts } from '@pod-portal/domain';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';
import { afterAll, expect, it } from 'vitest';
import { localFileStorage } from '../storage/local-file-storage.ts';
import { readStoredPdfFacts } from './stored-pdf-facts.ts';

const root = mkdtempSync(join(tmpdir(), 'stored-pdf-facts-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A PNG of noise, which no compression shrinks: each page's picture is read apart. */
function noisePng(side: number): Buffer {
  const png = new PNG({ width: side, height: side });
  png.data = randomBytes(side * side * 4);
  return PNG.sync.write(png);
}

/**
 * Twelve pages of three sizes, text in a font not embedded, colour on every third page, and a
 * picture of noise on each (about 90 KB: more than the ranges pdf.js reads at a time).
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
  }
  return document.save();
}

it('reads the same facts when it opens a long file again part of the way through', async () => {
  const bytes = await mixedPdf();
  const storage = localFileStorage(root);
  const { key } = await storage.put(Readable.from([Buffer.from(bytes)]), {
    folder: 'books',
    maxBytes: bytes.length,
  });
  const task = { storage: { kind: 'local' as const, dir: root }, key };
  const loading = getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 });
  const whole = await readPdfDocumentFacts(await loading.promise, OPS);
  await loading.destroy();

  // Opened once, and opened again before every page after the first.
  expect(await readStoredPdfFacts(task)).toEqual(whole);
  expect(await readStoredPdfFacts(task, 0)).toEqual(whole);
  expect(whole.pageCount).toBe(12);
  expect(whole.fontsNotEmbedded).toEqual(['Helvetica']);
  expect(whole.pages?.every((page) => page.images.length === 1)).toBe(true);
  expect(bytes.length).toBeGreaterThan(12 * 64 * 1024);
});
