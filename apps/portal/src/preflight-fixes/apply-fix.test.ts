import {
  bookPreflight,
  COVER_BLEED_MM,
  type PdfFacts,
  type PreflightFinding,
} from '@pod-portal/domain';
import { describe, expect, it } from 'vitest';
import {
  pageOperators,
  readTestFacts,
  type TestBookSpec,
  testBookPdf,
} from '../test/preflight-fix-pdfs.ts';
import {
  applyFix,
  CHANGED_MESSAGE,
  NOT_AT_TRIM_MESSAGE,
  TOO_FAR_MESSAGE,
  UNREADABLE_MESSAGE,
} from './apply-fix.ts';
import { availableFixes } from './available-fixes.ts';
import type { FixBook, SafeFix, SafeFixKind } from './index.ts';

const a5 = { widthMm: 148, heightMm: 210 };
const perfect: FixBook = { trim: a5, binding: 'perfect-bound' };

/** The fix of a kind offered for a file, failing the test when it is not offered. */
function offered(facts: PdfFacts, book: FixBook, kind: SafeFixKind): SafeFix {
  const fix = availableFixes(facts, book).find((each) => each.kind === kind);
  if (!fix) throw new Error(`${kind} is not offered`);
  return fix;
}

/** Builds a file, applies the fix it is offered, and reads both back. */
async function fixed(spec: TestBookSpec, book: FixBook, kind: SafeFixKind) {
  const bytes = await testBookPdf(spec);
  const before = await readTestFacts(bytes);
  const fix = offered(before, book, kind);
  const copy = bytes.slice();
  const result = await applyFix(fix, bytes, book);
  if (!result.ok) throw new Error(result.message);
  expect(bytes).toEqual(copy);
  return { bytes, before, fix, after: await readTestFacts(result.bytes), fixedBytes: result.bytes };
}

/** Preflight's findings without the codes the fix is about. */
const others = (findings: readonly PreflightFinding[], ...codes: string[]) =>
  findings.filter((finding) => !codes.includes(finding.code));

describe('a PDF already fine', () => {
  it('is offered no fix, with or without bleed, for each binding', async () => {
    const clean = await readTestFacts(await testBookPdf({ pages: 12, sizeMm: a5 }));
    expect(availableFixes(clean, perfect)).toEqual([]);
    expect(availableFixes(clean, { ...perfect, binding: 'saddle-stitch' })).toEqual([]);
    const bled = { widthMm: 154, heightMm: 216 };
    const withBleed = await readTestFacts(await testBookPdf({ pages: 12, sizeMm: bled }));
    expect(availableFixes(withBleed, { ...perfect, bleedMm: COVER_BLEED_MM })).toEqual([]);
  });
});

describe('applyFix: pad with blank pages', () => {
  it('pads an odd perfect-bound book to an even count, its pages untouched', async () => {
    const { bytes, before, after, fixedBytes } = await fixed(
      { pages: 9, sizeMm: a5 },
      perfect,
      'pad-pages',
    );
    expect(after.pageCount).toBe(10);
    expect(after.pageSizesMm[9]).toEqual(a5);
    expect(after.pages?.[9]?.painted).toBe(false);
    expect((await pageOperators(fixedBytes)).slice(0, 9)).toEqual(await pageOperators(bytes));
    const expectation = { trim: a5 };
    expect(bookPreflight(after, { ...expectation, pages: 10 }).map((f) => f.code)).not.toContain(
      'odd-page-count',
    );
    expect(others(bookPreflight(after, expectation), 'blank-page')).toEqual(
      others(bookPreflight(before, expectation), 'blank-page'),
    );
    expect(availableFixes(after, perfect)).toEqual([]);
  });

  it('pads a saddle-stitched book to a multiple of 4 with pages of the trim', async () => {
    const book: FixBook = { trim: a5, binding: 'saddle-stitch' };
    const { bytes, after, fixedBytes } = await fixed({ pages: 13, sizeMm: a5 }, book, 'pad-pages');
    expect(after.pageCount).toBe(16);
    expect(after.pageSizesMm.slice(13)).toEqual([a5, a5, a5]);
    expect((await pageOperators(fixedBytes)).slice(0, 13)).toEqual(await pageOperators(bytes));
    expect(availableFixes(after, book)).toEqual([]);
  });

  it('pads a book with bleed with pages of the trim plus the bleed', async () => {
    const book: FixBook = { ...perfect, bleedMm: COVER_BLEED_MM };
    const bled = { widthMm: 154, heightMm: 216 };
    const { after } = await fixed({ pages: 11, sizeMm: bled }, book, 'pad-pages');
    expect(after.pageSizesMm[11]).toEqual(bled);
    expect(availableFixes(after, book)).toEqual([]);
  });

  it('pads a 300-page book (timed by hand, see apps/portal/README.md)', async () => {
    const bytes = await testBookPdf({ pages: 299, sizeMm: a5 });
    const fix = offered(await readTestFacts(bytes), perfect, 'pad-pages');
    const result = await applyFix(fix, bytes, perfect);
    expect(result.ok && (await readTestFacts(result.bytes)).pageCount).toBe(300);
  });
});

describe('applyFix: remove trailing blank pages', () => {
  it('removes the blank pages at the end, the others untouched', async () => {
    const spec = {
      pages: 12,
      sizeMm: a5,
      page: { 10: { blank: true }, 11: { blank: true }, 12: { blank: true } },
    };
    const { bytes, before, after, fixedBytes } = await fixed(
      spec,
      perfect,
      'remove-trailing-blank-pages',
    );
    expect(after.pageCount).toBe(10);
    expect(await pageOperators(fixedBytes)).toEqual((await pageOperators(bytes)).slice(0, 10));
    expect(after.pages?.map((page) => page.painted)).toEqual(
      before.pages?.slice(0, 10).map((page) => page.painted),
    );
    expect(after.pageSizesMm).toEqual(before.pageSizesMm.slice(0, 10));
    expect(availableFixes(after, perfect)).toEqual([]);
  });
});

describe('applyFix: scale to the trim', () => {
  const off = (share: number) => ({ widthMm: 148 * (1 + share), heightMm: 210 * (1 + share) });

  it.each([
    ['1.9% over', 0.019],
    ['2% over', 0.02],
    ['1.9% under', -0.019],
    ['2% under', -0.02],
  ])('scales a page %s to the trim exactly, its content evenly and centred', async (_, share) => {
    const spec = { pages: 4, sizeMm: a5, page: { 2: { sizeMm: off(share) } } };
    const { before, after } = await fixed(spec, perfect, 'scale-to-trim');
    expect(after.pageCount).toBe(4);
    expect(after.pageSizesMm).toEqual([a5, a5, a5, a5]);
    expect(bookPreflight(after, { trim: a5 })).toEqual(
      others(bookPreflight(before, { trim: a5 }), 'trim'),
    );
    // The text's box scaled about the page's centre: its distance from the centre scales too.
    const scale = 1 / (1 + share);
    const was = before.pages?.[1]?.textBox;
    const now = after.pages?.[1]?.textBox;
    if (!was || !now) throw new Error('no text box');
    const from = before.pageSizesMm[1] ?? a5;
    expect(now.xMm - 74).toBeCloseTo((was.xMm - from.widthMm / 2) * scale, 1);
    expect(now.yMm - 105).toBeCloseTo((was.yMm - from.heightMm / 2) * scale, 1);
    expect(now.widthMm).toBeCloseTo(was.widthMm * scale, 1);
    expect(after.pages?.[0]).toEqual(before.pages?.[0]);
    expect(availableFixes(after, perfect)).toEqual([]);
  });

  it('scales unevenly-off pages evenly, centred, and turned pages as shown', async () => {
    const spec = {
      pages: 4,
      sizeMm: a5,
      page: {
        2: { sizeMm: { widthMm: 150, heightMm: 210 } },
        3: { sizeMm: { widthMm: 211.5, heightMm: 146.5 }, rotate: 90 },
      },
    };
    const { after } = await fixed(spec, perfect, 'scale-to-trim');
    expect(after.pageSizesMm).toEqual([a5, a5, a5, a5]);
    // 148 / 150 of the width; the height keeps that scale, centred: white above and below.
    const text = after.pages?.[1]?.textBox;
    expect(text?.xMm).toBeCloseTo(20 * (148 / 150), 1);
  });

  it('is not offered at 2.1%, and refused if asked', async () => {
    const bytes = await testBookPdf({ pages: 4, sizeMm: a5, page: { 2: { sizeMm: off(0.021) } } });
    const facts = await readTestFacts(bytes);
    expect(availableFixes(facts, perfect)).toEqual([]);
    const fix: SafeFix = { kind: 'scale-to-trim', pageCount: 4, label: '', explanation: '' };
    expect(await applyFix(fix, bytes, perfect)).toEqual({ ok: false, message: TOO_FAR_MESSAGE });
  });
});

describe('applyFix: white bleed', () => {
  const bleedBook: FixBook = { ...perfect, bleedMm: COVER_BLEED_MM };
  const bled = { widthMm: 154, heightMm: 216 };

  it('grows each page by the bleed, its content where it was on the trim', async () => {
    const { bytes, before, after, fixedBytes } = await fixed(
      { pages: 6, sizeMm: a5 },
      bleedBook,
      'add-white-bleed',
    );
    expect(after.pageSizesMm).toEqual(Array(6).fill(bled));
    expect(bookPreflight(after, { trim: a5, bleedMm: COVER_BLEED_MM })).toEqual(
      others(bookPreflight(before, { trim: a5, bleedMm: COVER_BLEED_MM }), 'trim'),
    );
    after.pages?.forEach((page, index) => {
      const was = before.pages?.[index];
      expect(page.textBox).toEqual(
        was?.textBox && { ...was.textBox, xMm: was.textBox.xMm + 3, yMm: was.textBox.yMm + 3 },
      );
      expect(page.edgeBoxes).toEqual(
        was?.edgeBoxes.map((box) => ({ ...box, xMm: box.xMm + 3, yMm: box.yMm + 3 })),
      );
    });
    // The original content streams are all there, in order, inside the clip.
    const [original] = await pageOperators(bytes);
    const [grown] = await pageOperators(fixedBytes);
    const inner = JSON.parse(original ?? '{}').fnArray as number[];
    expect((JSON.parse(grown ?? '{}').fnArray as number[]).join()).toContain(inner.join());
    expect(availableFixes(after, bleedBook)).toEqual([]);
  });

  it('is not offered where something reaches the edge', async () => {
    const bytes = await testBookPdf({ pages: 6, sizeMm: a5, page: { 5: { toEdge: true } } });
    expect(availableFixes(await readTestFacts(bytes), bleedBook)).toEqual([]);
  });

  it('is refused on pages that already carry bleed', async () => {
    const bytes = await testBookPdf({ pages: 2, sizeMm: bled });
    const fix: SafeFix = {
      kind: 'add-white-bleed',
      bleedMm: COVER_BLEED_MM,
      pageCount: 2,
      label: '',
      explanation: '',
    };
    expect(await applyFix(fix, bytes, bleedBook)).toEqual({
      ok: false,
      message: NOT_AT_TRIM_MESSAGE,
    });
  });
});

describe('applyFix refuses', () => {
  it('a file with another page count than the fix was offered for', async () => {
    const bytes = await testBookPdf({ pages: 9, sizeMm: a5 });
    const fix: SafeFix = { kind: 'pad-pages', pages: 1, pageCount: 7, label: '', explanation: '' };
    expect(await applyFix(fix, bytes, perfect)).toEqual({ ok: false, message: CHANGED_MESSAGE });
  });

  it('a file pdf-lib cannot open', async () => {
    const fix: SafeFix = { kind: 'pad-pages', pages: 1, pageCount: 1, label: '', explanation: '' };
    const damaged = new TextEncoder().encode('%PDF-1.7\nnot a PDF at all\n');
    expect(await applyFix(fix, damaged, perfect)).toEqual({
      ok: false,
      message: UNREADABLE_MESSAGE,
    });
  });
});
