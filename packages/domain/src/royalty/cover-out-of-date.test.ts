import { describe, expect, it } from 'vitest';
import { coverOutOfDateMessage, isCoverOutOfDate } from './cover-out-of-date.ts';
import { coverSizeMm } from './cover-size.ts';
import { spineWidthMm } from './spine-width.ts';

const a5 = { widthMm: 148, heightMm: 210 };
const sizeFor = (pages: number) => coverSizeMm(a5, spineWidthMm(pages, 0.0572));

describe('isCoverOutOfDate', () => {
  const fitted = { sizeMm: sizeFor(200), neededMm: sizeFor(200) };

  it('keeps a cover while the book is unchanged', () => {
    expect(isCoverOutOfDate(fitted, sizeFor(200))).toBe(false);
  });

  it('marks a fitted cover once the page count widens the spine past the tolerance', () => {
    expect(isCoverOutOfDate(fitted, sizeFor(240))).toBe(true);
  });

  it('keeps a cover the change leaves within 1 mm', () => {
    expect(isCoverOutOfDate(fitted, sizeFor(210))).toBe(false);
  });

  it('leaves a cover that never fitted to preflight while the book is unchanged', () => {
    const wrong = { sizeMm: a5, neededMm: sizeFor(200) };
    expect(isCoverOutOfDate(wrong, sizeFor(200))).toBe(false);
    expect(isCoverOutOfDate(wrong, sizeFor(240))).toBe(true);
  });
});

describe('coverOutOfDateMessage', () => {
  it('names the new size and spine', () => {
    expect(coverOutOfDateMessage(sizeFor(240), spineWidthMm(240, 0.0572))).toBe(
      'Your cover no longer fits your book: its page count, paper or size changed, so the cover must now be 315.7 x 216 mm with a 13.7 mm spine. Download the new cover template and upload a new cover.',
    );
  });
});
