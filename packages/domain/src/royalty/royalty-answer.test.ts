import { describe, expect, it } from 'vitest';
import { defaultPriceList } from '../catalogue/default-price-list.ts';
import { computeRoyalty } from './compute-royalty.ts';
import { toRoyaltyAnswer } from './royalty-answer.ts';
import { printBook } from './test-inputs.ts';

describe('toRoyaltyAnswer', () => {
  it('gives the spec answer with decimal strings', () => {
    const input = printBook({ international: { price: 1500, paperTypeId: 1, coverTypeId: 1 } });
    expect(toRoyaltyAnswer(computeRoyalty(input, defaultPriceList))).toEqual({
      statusCode: 0,
      description: 'Successful',
      localRoyalty: '130.96',
      internationRoyalty: '5.50',
      totalCost: '56.00',
    });
  });

  it('starts a negative royalty with a minus and leaves an unchosen market at 0.00', () => {
    const input = printBook({ local: { price: 1000, paperTypeId: 1, coverTypeId: 1 } });
    expect(toRoyaltyAnswer(computeRoyalty(input, defaultPriceList))).toMatchObject({
      statusCode: 0,
      localRoyalty: '-48.52',
      internationRoyalty: '0.00',
    });
  });

  it('reports an international-only book with 0.00 locally', () => {
    const input = printBook({
      local: null,
      international: { price: 1500, paperTypeId: 1, coverTypeId: 1 },
    });
    expect(toRoyaltyAnswer(computeRoyalty(input, defaultPriceList))).toMatchObject({
      localRoyalty: '0.00',
      internationRoyalty: '5.50',
      totalCost: '3.50',
    });
  });

  it('answers B12 when the pages exceed the paper type', () => {
    expect(toRoyaltyAnswer(computeRoyalty(printBook({ pages: 5000 }), defaultPriceList))).toEqual({
      statusCode: 'B12',
      description: 'The amount of pages exceed the paper type',
    });
  });

  it('throws on an unknown choice, which validation rules out first', () => {
    const input = printBook({ local: { price: 1, paperTypeId: 42, coverTypeId: 1 } });
    expect(() => toRoyaltyAnswer(computeRoyalty(input, defaultPriceList))).toThrow(
      'Unknown paper-type 42',
    );
  });
});
