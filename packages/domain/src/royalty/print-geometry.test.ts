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
});
