import { describe, expect, it } from 'vitest';
import { COVER_TEMPLATE_PPI, sizeInPixels } from './cover-pixels.ts';

describe('sizeInPixels', () => {
  it('rounds mm to whole pixels at 300 ppi', () => {
    expect(COVER_TEMPLATE_PPI).toBe(300);
    expect(sizeInPixels({ widthMm: 321.44, heightMm: 235 })).toEqual({ width: 3797, height: 2776 });
    expect(sizeInPixels({ widthMm: 25.4, heightMm: 451.4 })).toEqual({ width: 300, height: 5331 });
  });

  it('takes another resolution', () => {
    expect(sizeInPixels({ widthMm: 254, heightMm: 127 }, 72)).toEqual({ width: 720, height: 360 });
  });
});
