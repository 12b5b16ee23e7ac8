import { COVER_BLEED_MM, type PdfFacts, type PdfPageFacts } from '@pod-portal/domain';
import { describe, expect, it } from 'vitest';
import { availableFixes } from './available-fixes.ts';
import type { FixBook } from './safe-fix.ts';

const a5 = { widthMm: 148, heightMm: 210 };
const perfect: FixBook = { trim: a5, binding: 'perfect-bound' };
const saddle: FixBook = { trim: a5, binding: 'saddle-stitch' };

/** A page with a line of text and a box well inside it. */
const page = (overrides: Partial<PdfPageFacts> = {}): PdfPageFacts => ({
  ...a5,
  painted: true,
  textBox: { xMm: 20, yMm: 100, widthMm: 40, heightMm: 4 },
  images: [],
  edgeBoxes: [],
  transparency: [],
  fontsNotEmbedded: [],
  type3Fonts: [],
  annotations: [],
  ...overrides,
});
const blank = () => page({ painted: false, textBox: undefined });

function facts(pages: readonly PdfPageFacts[]): PdfFacts {
  return {
    pageCount: pages.length,
    pageSizesMm: pages.map(({ widthMm, heightMm }) => ({ widthMm, heightMm })),
    fontsNotEmbedded: [],
    pages,
  };
}
const book = (count: number, at: Record<number, PdfPageFacts> = {}) =>
  facts(Array.from({ length: count }, (_, index) => at[index + 1] ?? page()));
const kinds = (fixes: ReturnType<typeof availableFixes>) => fixes.map((fix) => fix.kind);

describe('availableFixes', () => {
  it('offers nothing for a file already fine', () => {
    expect(availableFixes(book(200), perfect)).toEqual([]);
    expect(availableFixes(book(96), saddle)).toEqual([]);
    expect(availableFixes(book(200), { ...perfect, bleedMm: 0 })).toEqual([]);
  });

  it('pads to an even count, or to a multiple of 4 for saddle stitch', () => {
    expect(availableFixes(book(201), perfect)).toEqual([
      {
        kind: 'pad-pages',
        pages: 1,
        pageCount: 201,
        label: 'Add 1 blank page at the end',
        explanation:
          'A printed book has an even number of pages, so 1 blank page after your last page makes 202; nothing on your pages changes.',
      },
    ]);
    expect(availableFixes(book(93), saddle)).toEqual([
      {
        kind: 'pad-pages',
        pages: 3,
        pageCount: 93,
        label: 'Add 3 blank pages at the end',
        explanation:
          'A saddle-stitched book has a multiple of 4 pages, so 3 blank pages after your last page make 96; nothing on your pages changes.',
      },
    ]);
    expect(kinds(availableFixes(book(94), { ...saddle, binding: 'case-bound' }))).toEqual([]);
  });

  it('removes the blank pages at the end that leave a count the binding takes', () => {
    const trailing = availableFixes(book(12, { 10: blank(), 11: blank(), 12: blank() }), perfect);
    expect(trailing).toEqual([
      {
        kind: 'remove-trailing-blank-pages',
        pages: 2,
        pageCount: 12,
        label: 'Remove the 2 blank pages at the end',
        explanation:
          'Your last 2 pages are blank; without them your book has 10 pages, and nothing on the others changes.',
      },
    ]);
    const odd = availableFixes(book(11, { 9: blank(), 10: blank(), 11: blank() }), perfect);
    expect(odd.map((fix) => [fix.kind, 'pages' in fix && fix.pages])).toEqual([
      ['pad-pages', 1],
      ['remove-trailing-blank-pages', 3],
    ]);
    expect(
      availableFixes(book(9, { 6: blank(), 7: blank(), 8: blank(), 9: blank() }), saddle).find(
        (fix) => fix.kind === 'remove-trailing-blank-pages',
      ),
    ).toMatchObject({ pages: 1, label: 'Remove the blank page at the end' });
  });

  it('does not remove a blank page that only makes the count odd, or one in the middle', () => {
    expect(availableFixes(book(200, { 200: blank() }), perfect)).toEqual([]);
    expect(availableFixes(book(200, { 198: blank(), 199: blank() }), perfect)).toEqual([]);
    expect(kinds(availableFixes(book(2, { 1: blank(), 2: blank() }), perfect))).toEqual([]);
  });

  it('scales pages within 2% of the trim, and not beyond', () => {
    const off = (share: number) => page({ widthMm: 148 * (1 + share), heightMm: 210 });
    expect(availableFixes(book(10, { 3: off(0.019) }), perfect)).toEqual([
      {
        kind: 'scale-to-trim',
        pageCount: 10,
        label: 'Scale pages to 148 x 210 mm',
        explanation:
          '1 page is up to 1.9% off 148 x 210 mm; each is scaled evenly to fit it exactly and centred, so nothing is cut off or stretched.',
      },
    ]);
    const twoPercent = book(10, {
      3: off(0.02),
      4: page({ widthMm: 148, heightMm: 210 * 0.98 }),
      5: page({ widthMm: 148.5, heightMm: 210 }),
    });
    expect(availableFixes(twoPercent, perfect)).toMatchObject([
      {
        kind: 'scale-to-trim',
        explanation:
          '3 pages are up to 2% off 148 x 210 mm; each is scaled evenly to fit it exactly and centred, so nothing is cut off or stretched.',
      },
    ]);
    expect(availableFixes(book(10, { 3: off(0.021) }), perfect)).toEqual([]);
    expect(availableFixes(book(10, { 3: off(-0.021), 4: off(0.01) }), perfect)).toEqual([]);
  });

  it('does not scale pages preflight takes as they are (within 1 mm)', () => {
    expect(availableFixes(book(10, { 3: page({ widthMm: 148.9 }) }), perfect)).toEqual([]);
  });

  it('scales to the trim with the bleed when the book has bleed', () => {
    const bled = { widthMm: 154, heightMm: 216 };
    const fixes = availableFixes(book(10, { 2: page({ ...bled, widthMm: 152 }) }), {
      ...perfect,
      bleedMm: COVER_BLEED_MM,
    });
    expect(fixes).toEqual([]);
    const allBled = facts(Array.from({ length: 10 }, () => page(bled)));
    const slightly = facts([...(allBled.pages ?? []).slice(0, 9), page({ ...bled, widthMm: 152 })]);
    expect(
      availableFixes(slightly, { ...perfect, bleedMm: COVER_BLEED_MM }).map((fix) => fix.label),
    ).toEqual(['Scale pages to 154 x 216 mm']);
  });

  it('adds white bleed to a book with bleed whose pages are at the trim, nothing at an edge', () => {
    const bleedBook = { ...perfect, bleedMm: COVER_BLEED_MM };
    expect(availableFixes(book(10), bleedBook)).toEqual([
      {
        kind: 'add-white-bleed',
        bleedMm: 3,
        pageCount: 10,
        label: 'Add 3 mm of white bleed',
        explanation:
          'Nothing on your pages reaches the edge, so each page gets 3 mm of white on every side for the printer to cut into, and your content stays where it is.',
      },
    ]);
    const near = { xMm: 0.5, yMm: 40, widthMm: 15, heightMm: 5 };
    expect(kinds(availableFixes(book(10, { 4: page({ edgeBoxes: [near] }) }), bleedBook))).toEqual([
      'add-white-bleed',
    ]);
  });

  it('does not add white bleed where something reaches an edge, or to a book without bleed', () => {
    const bleedBook = { ...perfect, bleedMm: COVER_BLEED_MM };
    const edge = (box: Partial<{ xMm: number; yMm: number }>) => ({
      xMm: 20,
      yMm: 40,
      widthMm: 15,
      heightMm: 5,
      ...box,
    });
    for (const box of [edge({ xMm: 0 }), edge({ yMm: 0 }), edge({ xMm: 133 }), edge({ yMm: 205 })])
      expect(availableFixes(book(10, { 7: page({ edgeBoxes: [box] }) }), bleedBook)).toEqual([]);
    expect(availableFixes(book(10, { 7: page({ textBox: edge({ xMm: 0 }) }) }), bleedBook)).toEqual(
      [],
    );
    expect(availableFixes(book(10), perfect)).toEqual([]);
    expect(availableFixes({ ...book(10), pages: undefined }, bleedBook)).toEqual([]);
  });
});
