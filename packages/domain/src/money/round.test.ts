import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRounded } from './round.ts';

describe('divideRounded', () => {
  it('rounds halves away from zero', () => {
    expect(divideRounded(15, 10)).toBe(2);
    expect(divideRounded(25, 10)).toBe(3);
    expect(divideRounded(-15, 10)).toBe(-2);
    expect(divideRounded(-25, 10)).toBe(-3);
  });

  it('rounds below a half towards zero and above it away', () => {
    expect(divideRounded(14, 10)).toBe(1);
    expect(divideRounded(16, 10)).toBe(2);
    expect(divideRounded(-14, 10)).toBe(-1);
    expect(divideRounded(0, 7)).toBe(0);
  });

  it('is never more than half a unit from the exact quotient', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 1, max: 1e6 }),
        (n, d) => {
          const rounded = divideRounded(n, d);
          expect(Math.abs(rounded * d - n) * 2).toBeLessThanOrEqual(d);
          expect(divideRounded(-n, d)).toBe(-rounded || 0);
        },
      ),
    );
  });
});
