import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../test/pdf-text.ts';
import { strokePng } from '../test/png.ts';
import { storedPdfTask } from '../test/stored-pdf.ts';
import type { PdfDocumentSpec } from './document-layout.ts';
import { createPdfRenderer } from './pdf-renderer.ts';

const CREATED = new Date('2026-03-02T08:30:00Z');

function contractLike(paragraphs: number): PdfDocumentSpec {
  return {
    title: 'Publishing agreement: Die Kleurvolle Karoo',
    createdAt: CREATED,
    footer: 'Print on Demand publishing agreement',
    everyPage: { png: strokePng(60, 30), label: 'Initials' },
    blocks: [
      { kind: 'heading', text: 'Publishing agreement' },
      {
        kind: 'fields',
        rows: [
          ['Author', 'Thandiwe Nkosi-Müller'],
          ['Bank account', '*******6789'],
          ['A label long enough to wrap onto a second line of its column', 'value'],
        ],
      },
      ...Array.from({ length: paragraphs }, (_, index) => ({
        kind: 'paragraph' as const,
        text: `${index + 1}. The author grants the publisher the right to print and sell the work. `.repeat(
          4,
        ),
      })),
      { kind: 'pageBreak' },
      {
        kind: 'image',
        png: strokePng(300, 80),
        maxWidth: 200,
        maxHeight: 100,
        caption: 'Signed at Gqeberha',
      },
    ],
  };
}

describe('PDF rendering in worker threads', () => {
  const renderer = createPdfRenderer(2);
  afterAll(() => renderer.close());

  it('lays out a multi-page document with fields, wrapped text, images and a footer on each page', async () => {
    const bytes = await renderer.render(contractLike(40));
    expect(renderer.completed()).toBe(1);
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toBe('Publishing agreement: Die Kleurvolle Karoo');
    expect(document.getCreationDate()?.toISOString()).toBe(CREATED.toISOString());
    const texts = await pdfPageTexts(bytes);
    expect(texts.length).toBeGreaterThanOrEqual(3);
    expect(texts[0]).toContain('Thandiwe Nkosi-Müller');
    expect(texts[0]).toContain('*******6789');
    expect(texts.at(-1)).toContain('Signed at Gqeberha');
    texts.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of ${texts.length}`);
      expect(text).toContain('Initials');
    });
  });

  it('draws cover template PNGs in the workers, several asked at once', async () => {
    const before = renderer.completed();
    const a4 = { title: 'A4', trimWidthMm: 210, trimHeightMm: 297, spineMm: 20 };
    const pngs = await Promise.all([1, 2, 3].map(() => renderer.coverTemplatePng(a4)));
    // 2 x 210 + 20 + 6 = 446 mm and 303 mm at 300 ppi.
    for (const png of pngs) {
      const { width, height } = PNG.sync.read(Buffer.from(png));
      expect([width, height]).toEqual([5268, 3579]);
    }
    // Drawn and encoded by the workers, not on the event loop.
    expect(renderer.completed() - before).toBe(3);
  });

  it('renders the same bytes for the same document', async () => {
    const [first, second] = await Promise.all([
      renderer.render(contractLike(3)),
      renderer.render(contractLike(3)),
    ]);
    expect(Buffer.from(first ?? []).equals(Buffer.from(second ?? []))).toBe(true);
  });

  it('shows any text without failing: accents kept or dropped, other characters as "?"', async () => {
    const bytes = await renderer.render({
      title: 'Hostile 🙂 title',
      createdAt: CREATED,
      footer: 'ẞtraße ŵ \u0000\u202e',
      blocks: [
        { kind: 'paragraph', text: 'Zoë Ŵilliams 😀 مرحبا \u202eevil\u202c' },
        { kind: 'paragraph', text: 'x'.repeat(5_000) },
        {
          kind: 'fields',
          rows: [
            ['', ''],
            ['Naïve', '\t\n'],
          ],
        },
      ],
    });
    const texts = (await pdfPageTexts(bytes)).join(' ');
    expect(texts).toContain('Zoë');
    expect(texts).toContain('Williams');
    expect(texts).toContain('?');
  });

  it('drops a preflight stopped while it waits its turn, and reads the ones after it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'preflight-pool-'));
    try {
      const document = await PDFDocument.create();
      for (const _ of [1, 2, 3]) document.addPage([419.53, 595.28]);
      const task = await storedPdfTask(root, await document.save());
      const read = { facts: { pageCount: 3 } };
      // Preflights take turns: the second waits for the first, and is stopped meanwhile.
      const first = renderer.pdfFacts(task);
      const stopping = new AbortController();
      const second = renderer.pdfFacts(task, stopping.signal);
      stopping.abort();
      await expect(second).rejects.toThrow(/abort/i);
      await expect(first).resolves.toMatchObject(read);
      await expect(renderer.pdfFacts(task)).resolves.toMatchObject(read);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
