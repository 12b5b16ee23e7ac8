import type { PreflightFinding } from '@pod-portal/domain';
import { describe, expect, it } from 'vitest';
import type { SafeFix } from '../../../preflight-fixes/index.ts';
import { placeFixes } from './fixes-by-finding.ts';

const finding = (code: PreflightFinding['code'], grade: PreflightFinding['grade'], page?: number) =>
  ({ code, grade, page, message: code, action: code }) as PreflightFinding;

const pad = (pageCount: number, pages: number): SafeFix => ({
  kind: 'pad-pages',
  pages,
  pageCount,
  label: 'pad',
  explanation: '',
});
const removeBlank = (pageCount: number, pages: number): SafeFix => ({
  kind: 'remove-trailing-blank-pages',
  pages,
  pageCount,
  label: 'remove',
  explanation: '',
});

describe('placeFixes', () => {
  it('places a fix once, under the first finding it answers as they are shown (by grade)', () => {
    const odd = finding('odd-page-count', 'worth-knowing');
    const count = finding('page-count', 'blocks-printing');
    // The domain lists the odd count after the count; the count's group is shown first.
    expect(placeFixes([odd, count], [pad(199, 1)], 200)).toEqual([
      { fix: pad(199, 1), finding: count },
    ]);
  });

  it('puts padding under the page count only when it reaches the quote', () => {
    const odd = finding('odd-page-count', 'worth-knowing');
    const count = finding('page-count', 'blocks-printing');
    expect(placeFixes([count, odd], [pad(149, 1)], 200)).toEqual([
      { fix: pad(149, 1), finding: odd },
    ]);
    // Saddle stitch: 10 pages is even, so only a count short of the quote shows it.
    expect(placeFixes([count], [pad(10, 2)], 12)).toEqual([{ fix: pad(10, 2), finding: count }]);
    expect(placeFixes([count], [pad(10, 2)], 16)).toEqual([]);
  });

  it('puts removing blank pages under a blank page it removes, not an earlier one', () => {
    const early = finding('blank-page', 'worth-knowing', 2);
    const last = finding('blank-page', 'worth-knowing', 12);
    expect(placeFixes([early, last], [removeBlank(12, 2)], undefined)).toEqual([
      { fix: removeBlank(12, 2), finding: last },
    ]);
  });

  it('puts scaling under a page size finding, white bleed under a short bleed', () => {
    const trim = finding('trim', 'blocks-printing', 4);
    const bleed = finding('bleed', 'looks-wrong', 1);
    const scale: SafeFix = { kind: 'scale-to-trim', pageCount: 8, label: '', explanation: '' };
    const white: SafeFix = {
      kind: 'add-white-bleed',
      bleedMm: 3,
      pageCount: 8,
      label: '',
      explanation: '',
    };
    expect(placeFixes([bleed, trim], [scale, white])).toEqual([
      { fix: scale, finding: trim },
      { fix: white, finding: bleed },
    ]);
    // A fix answering nothing shown is not offered.
    expect(placeFixes([trim], [white])).toEqual([]);
  });
});
