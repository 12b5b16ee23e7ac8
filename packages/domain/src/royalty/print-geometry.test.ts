import { describe, expect, it } from 'vitest';
import { CALIPER_MM } from '../catalogue/paper-types.ts';
import { coverSizeMm } from './cover-size.ts';
import { spineWidthMm } from './spine-width.ts';

describe('spineWidthMm', () => {
  it('multiplies pages by the caliper', () => {
    expect(spineWidthMm(300, CALIPER_MM.white)).toBe(17.16);
    expect(spineWidthMm(300, CALIPER_MM.creme)).toBe(19.05);
    expect(spineWidthMm(100, CALIPER_MM.colour)).toBe(5.96);
  });
});

describe('coverSizeMm', () => {
  it('lays back, spine and front side by side with 3 mm bleed', () => {
    expect(coverSizeMm({ widthMm: 152, heightMm: 229 }, 17.16)).toEqual({
      widthMm: 327.16,
      heightMm: 235,
    });
  });

  it("takes another printer's bleed", () => {
    // KDP's 6 x 9 in, 200 white pages (0.4504 in spine), 0.125 in bleed: 12.7004 x 9.25 in.
    expect(coverSizeMm({ widthMm: 152.4, heightMm: 228.6 }, 11.44, 3.175)).toEqual({
      widthMm: 322.59,
      heightMm: 234.95,
    });
  });
});
