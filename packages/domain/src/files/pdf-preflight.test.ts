import { describe, expect, it } from 'vitest';
import { bookPdfFindings, coverPdfFindings, type PdfFacts } from './pdf-preflight.ts';

const a5 = { widthMm: 148, heightMm: 210 };
const facts = (overrides: Partial<PdfFacts>): PdfFacts => ({
  pageCount: 200,
  pageSizesMm: [a5],
  fontsNotEmbedded: [],
  ...overrides,
});

describe('bookPdfFindings', () => {
  it('finds nothing wrong with a PDF of the quoted pages and trim, within 1 mm', () => {
    const nearly = { widthMm: 148.9, heightMm: 209.2 };
    expect(bookPdfFindings(facts({ pageSizesMm: [a5, nearly] }), { pages: 200, trim: a5 })).toEqual(
      [],
    );
  });

  it('says what is wrong with the numbers', () => {
    const findings = bookPdfFindings(
      facts({
        pageCount: 212,
        pageSizesMm: [a5, { widthMm: 152.4, heightMm: 228.6 }],
        fontsNotEmbedded: ['Arial', 'Garamond'],
      }),
      { pages: 200, trim: a5 },
    );
    expect(findings).toEqual([
      'Your PDF has 212 pages; the quote is for 200.',
      "Page 2 is 152.4 x 228.6 mm; your book's pages are 148 x 210 mm.",
      'Some fonts are not embedded: Arial, Garamond. Export your PDF again with all fonts embedded.',
    ]);
  });

  it('checks only the page count when the trim is not known', () => {
    expect(
      bookPdfFindings(facts({ pageSizesMm: [{ widthMm: 1, heightMm: 1 }] }), { pages: 200 }),
    ).toEqual([]);
  });
});

it('checks only the fonts of a book whose quote says no pages or trim (an ebook to convert)', () => {
  expect(bookPdfFindings(facts({ pageCount: 7, fontsNotEmbedded: ['Arial'] }), {})).toEqual([
    'Some fonts are not embedded: Arial. Export your PDF again with all fonts embedded.',
  ]);
});

describe('coverPdfFindings', () => {
  const cover = { widthMm: 313.44, heightMm: 216 };

  it('takes a one-page cover of the full size', () => {
    expect(
      coverPdfFindings(
        facts({ pageCount: 1, pageSizesMm: [{ widthMm: 313, heightMm: 216.5 }] }),
        cover,
      ),
    ).toEqual([]);
  });

  it('refuses a front cover alone or several pages', () => {
    expect(coverPdfFindings(facts({ pageCount: 2, pageSizesMm: [a5] }), cover)).toEqual([
      'Your cover PDF has 2 pages; it must be a single page.',
      'Your cover is 148 x 210 mm; it must be 313.4 x 216 mm (back, spine and front with 3 mm bleed).',
    ]);
  });
});
