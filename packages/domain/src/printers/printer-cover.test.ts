import { describe, expect, it } from 'vitest';
import { CALIPER_MM } from '../catalogue/paper-types.ts';
import { coverSizeMm } from '../royalty/cover-size.ts';
import { spineWidthMm } from '../royalty/spine-width.ts';
import { INGRAMSPARK } from './ingramspark.ts';
import { KDP_PAPERBACK } from './kdp.ts';
import { LULU } from './lulu.ts';
import { OUR_PRESS } from './our-press.ts';
import { type CoverBook, printerCover, printerSpineWidthMm } from './printer-cover.ts';
import { inches } from './printer-rules.ts';

const sixByNine = { widthMm: inches(6), heightMm: inches(9) };
const book = (pages: number, overrides: Partial<CoverBook> = {}): CoverBook => ({
  pages,
  ink: 'black',
  paper: 'white',
  trimMm: sixByNine,
  binding: 'perfect-bound',
  ...overrides,
});
const inInches = (mm: number) => Math.round((mm / 25.4) * 10_000) / 10_000;

describe('KDP spine and cover (worked examples quoting KDP)', () => {
  it('6 x 9 in, black on white: 100 pages 0.2252 in, 200 pages 0.4504 in (kdpprintcover.com)', () => {
    const hundred = printerCover(KDP_PAPERBACK, book(100));
    const twoHundred = printerCover(KDP_PAPERBACK, book(200));
    if (!hundred.ok || !twoHundred.ok) throw new Error('KDP has a cover for these books');
    expect(inInches(hundred.spineMm)).toBeCloseTo(0.2252, 3);
    expect(inInches(hundred.coverMm.widthMm)).toBeCloseTo(12.4752, 3);
    expect(inInches(twoHundred.spineMm)).toBeCloseTo(0.4504, 3);
    expect(twoHundred).toEqual({
      ok: true,
      spineMm: 11.44,
      coverMm: { widthMm: 322.59, heightMm: 234.95 }, // 12.7004 x 9.25 in
    });
  });

  it('200 pages on cream: 0.500 in spine, 12.75 in cover (print.ymirtool.com)', () => {
    const cover = printerCover(KDP_PAPERBACK, book(200, { paper: 'creme' }));
    if (!cover.ok) throw new Error('KDP has a cover for this book');
    expect(inInches(cover.spineMm)).toBeCloseTo(0.5, 3);
    expect(inInches(cover.coverMm.widthMm)).toBeCloseTo(12.75, 3);
  });

  it('premium colour: 0.002347 in a page (300 pages 0.704 in, kidillus.com)', () => {
    const spine = printerSpineWidthMm(KDP_PAPERBACK, {
      pages: 300,
      ink: 'premium-colour',
      paper: 'white',
    });
    expect(inInches(spine ?? 0)).toBeCloseTo(0.7041, 3);
  });
});

describe('Lulu spine', () => {
  it('is pages / 444 + 0.06 in (Lulu Help: How is spine width calculated?)', () => {
    expect(printerSpineWidthMm(LULU, { pages: 444, ink: 'black', paper: 'white' })).toBe(26.92); // 1.06 in
    expect(printerSpineWidthMm(LULU, { pages: 222, ink: 'premium-colour', paper: 'white' })).toBe(
      14.22, // 0.56 in
    );
  });

  it("lays the cover out with Lulu's 0.125 in bleed", () => {
    expect(printerCover(LULU, book(444))).toEqual({
      ok: true,
      spineMm: 26.92,
      coverMm: { widthMm: 338.07, heightMm: 234.95 },
    });
  });
});

describe('our spine and cover', () => {
  it('are spineWidthMm and coverSizeMm with our paper and 3 mm bleed', () => {
    const trim = { widthMm: 152, heightMm: 229 };
    const spine = spineWidthMm(300, CALIPER_MM.white);
    expect(spine).toBe(17.16);
    expect(printerCover(OUR_PRESS, book(300, { trimMm: trim }))).toEqual({
      ok: true,
      spineMm: spine,
      coverMm: coverSizeMm(trim, spine),
    });
    expect(printerSpineWidthMm(OUR_PRESS, { pages: 300, ink: 'black', paper: 'creme' })).toBe(
      spineWidthMm(300, CALIPER_MM.creme),
    );
    expect(
      printerSpineWidthMm(OUR_PRESS, { pages: 100, ink: 'standard-colour', paper: 'white' }),
    ).toBe(spineWidthMm(100, CALIPER_MM.colour));
  });
});

describe('a cover that cannot be given', () => {
  it('says why: no IngramSpark spine figure, or not a perfect-bound book', () => {
    expect(printerCover(INGRAMSPARK, book(200))).toEqual({
      ok: false,
      reason: 'IngramSpark publishes no spine figure we could find. Use its cover template.',
    });
    expect(printerCover(LULU, book(48, { binding: 'saddle-stitch' }))).toEqual({
      ok: false,
      reason: 'Covers are worked out for perfect-bound paperbacks only.',
    });
    expect(printerSpineWidthMm(INGRAMSPARK, { pages: 200, ink: 'black', paper: 'white' })).toBe(
      undefined,
    );
  });
});
