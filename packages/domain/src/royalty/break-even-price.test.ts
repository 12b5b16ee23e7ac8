import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPriceList } from '../catalogue/default-price-list.ts';
import { breakEvenPrice } from './break-even-price.ts';
import { computeRoyalty } from './compute-royalty.ts';
import type { RoyaltyInput } from './royalty-types.ts';

type PrintInput = Extract<RoyaltyInput, { format: 'print' }>;

const print = (localPrice: number): PrintInput => ({
  format: 'print',
  pages: 200,
  colour: 'B&W',
  bindingId: 'perfect-bound',
  local: { price: localPrice, paperTypeId: 1, coverTypeId: 1 },
  international: null,
  options: {
    duplex: false,
    softTouchMattLamination: false,
    spiralBound: false,
    perforation: false,
    spotUv: false,
  },
});

const royaltyOf = (input: RoyaltyInput, market: 'local' | 'international') => {
  const result = computeRoyalty(input, defaultPriceList);
  return 'local' in result ? result[market]?.royalty : undefined;
};

describe('breakEvenPrice', () => {
  it('is the lowest price whose royalty is not negative, to the cent', () => {
    const price = breakEvenPrice(print(1000), 'local', defaultPriceList);
    expect(price).not.toBeNull();
    const at = price ?? 0;
    expect(royaltyOf(print(at), 'local')).toBeGreaterThanOrEqual(0);
    expect(royaltyOf(print(at - 1), 'local')).toBeLessThan(0);
  });

  it('works for every format and market the book is sold in, and only those', () => {
    const ebook: RoyaltyInput = { format: 'ebook', internationalPrice: 1, conversionNeeded: false };
    expect(breakEvenPrice(ebook, 'international', defaultPriceList)).toBe(0);
    expect(breakEvenPrice(ebook, 'local', defaultPriceList)).toBeNull();
    expect(breakEvenPrice(print(1000), 'international', defaultPriceList)).toBeNull();
  });

  it('agrees with the royalty rule for any print book', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 18, max: 700 }),
        fc.constantFrom(1, 2, 3, 4),
        fc.constantFrom('Colo' as const, 'B&W' as const),
        (pages, paperTypeId, colour) => {
          const input: PrintInput = {
            ...print(0),
            pages,
            colour,
            local: { price: 0, paperTypeId, coverTypeId: 1 },
          };
          const price = breakEvenPrice(input, 'local', defaultPriceList);
          if (price === null) return;
          const at = (cents: number) =>
            royaltyOf({ ...input, local: { price: cents, paperTypeId, coverTypeId: 1 } }, 'local');
          expect(at(price)).toBeGreaterThanOrEqual(0);
          if (price > 0) expect(at(price - 1)).toBeLessThan(0);
        },
      ),
      { numRuns: 50 },
    );
  });
});
