import { describe, expect, it } from 'vitest';
import { requoteRows } from './requote-rows.ts';

describe('requoteRows', () => {
  const offer = {
    pages: 240,
    printCostCurrency: 'ZAR' as const,
    before: { pages: 200, printCost: '56.00', localRoyalty: '97.40', internationRoyalty: '4.10' },
    after: { pages: 240, printCost: '63.20', localRoyalty: '91.15', internationRoyalty: '3.71' },
    refused: null,
  };

  it('puts the quote and the re-quote side by side, each amount in its currency', () => {
    expect(requoteRows(offer)).toEqual([
      { label: 'Pages', before: '200', after: '240' },
      { label: 'Printing cost of one copy', before: 'R 56.00', after: 'R 63.20' },
      { label: 'Royalty per book sold locally', before: 'R 97.40', after: 'R 91.15' },
      { label: 'Royalty per book sold internationally', before: 'USD 4.10', after: 'USD 3.71' },
    ]);
  });

  it('leaves out a market the book is not sold in, and the new figures when refused', () => {
    const refused = {
      ...offer,
      before: { ...offer.before, internationRoyalty: null },
      after: null,
      refused: 'The amount of pages exceed the paper type',
    };
    expect(requoteRows(refused)).toEqual([
      { label: 'Pages', before: '200', after: '' },
      { label: 'Printing cost of one copy', before: 'R 56.00', after: '' },
      { label: 'Royalty per book sold locally', before: 'R 97.40', after: '' },
    ]);
  });
});
