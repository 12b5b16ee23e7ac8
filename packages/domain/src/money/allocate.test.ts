import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateByLargestRemainder } from './allocate.ts';

describe('allocateByLargestRemainder', () => {
  it('gives the cents left over to the largest fractions, the earlier part first on a tie', () => {
    expect(allocateByLargestRemainder(13_283, [28_750, 11_500])).toEqual([9488, 3795]);
    expect(allocateByLargestRemainder(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocateByLargestRemainder(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(allocateByLargestRemainder(0, [5, 7])).toEqual([0, 0]);
    expect(allocateByLargestRemainder(0, [0, 0])).toEqual([0, 0]);
    expect(allocateByLargestRemainder(7, [])).toEqual([]);
  });

  it('adds up exactly, and each part is its exact share rounded down or up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2_000_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        (weights, amount) => {
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          fc.pre(total > 0);
          const parts = allocateByLargestRemainder(amount, weights);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
          parts.forEach((part, index) => {
            const exact = (BigInt(amount) * BigInt(weights[index] ?? 0)) / BigInt(total);
            expect(BigInt(part) - exact).toBeGreaterThanOrEqual(0n);
            expect(BigInt(part) - exact).toBeLessThanOrEqual(1n);
          });
        },
      ),
    );
  });
});
