import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OnceOffCharge } from '../cart/once-off-charges.ts';
import { defaultPriceList } from '../catalogue/default-price-list.ts';
import type { PriceList } from '../catalogue/price-list.ts';
import { computeRoyalty } from './compute-royalty.ts';
import type { MarketRoyalty, RoyaltyInput, RoyaltyResult } from './royalty-types.ts';
import { printBook } from './test-inputs.ts';

function computed(result: RoyaltyResult) {
  if (result.status !== 'ok' && result.status !== 'negative-royalty')
    throw new Error(result.status);
  return result;
}

function expectExactSplit(entry: MarketRoyalty | null) {
  if (!entry) return;
  expect(entry.vat + entry.priceExcludingVat).toBe(entry.listPrice);
  expect(entry.marketplaceDiscount + entry.costTotal + entry.royalty).toBe(entry.priceExcludingVat);
  expect(entry.costs.reduce((sum, line) => sum + line.amount, 0)).toBe(entry.costTotal);
}

describe('computeRoyalty for print (the README worked examples)', () => {
  it('example 1: R 250.00 locally, 200 B&W pages, small paperback', () => {
    const result = computed(computeRoyalty(printBook(), defaultPriceList));
    expect(result.status).toBe('ok');
    expect(result.local).toEqual({
      market: 'local',
      currency: 'ZAR',
      listPrice: 25_000,
      vat: 3261,
      priceExcludingVat: 21_739,
      marketplaceDiscount: 3043,
      costs: [
        { part: 'interior', amount: 3600 },
        { part: 'cover', amount: 1200 },
        { part: 'binding', amount: 800 },
      ],
      costTotal: 5600,
      royalty: 13_096,
    });
    expect(result.international).toBeNull();
    expect(result.costPerBook).toBe(5600);
    expect(result.totalCost).toEqual({ amount: 5600, currency: 'ZAR' });
  });

  it('example 2: the same book at USD 15.00 internationally, in colour with duplex and spot UV', () => {
    const input = printBook({
      local: null,
      colour: 'Colo',
      international: { price: 1500, paperTypeId: 1, coverTypeId: 1 },
      options: {
        duplex: true,
        softTouchMattLamination: false,
        spiralBound: false,
        perforation: false,
        spotUv: true,
      },
    });
    const result = computed(computeRoyalty(input, defaultPriceList));
    expect(result.international).toMatchObject({
      currency: 'USD',
      vat: 0,
      priceExcludingVat: 1500,
      marketplaceDiscount: 600,
      costTotal: 1400 + 100 + 50 + 32 + 35,
      royalty: 1500 - 600 - 1617,
    });
    expect(result.status).toBe('negative-royalty');
    expect(result.totalCost).toEqual({ amount: 1617, currency: 'USD' });
  });

  it('charges every chosen option from the price list', () => {
    const all = {
      duplex: true,
      softTouchMattLamination: true,
      spiralBound: true,
      perforation: true,
      spotUv: true,
    };
    const result = computed(computeRoyalty(printBook({ options: all }), defaultPriceList));
    expect(result.local?.costs.map((line) => line.part)).toEqual([
      'interior',
      'cover',
      'binding',
      'duplex',
      'softTouchMattLamination',
      'spiralBound',
      'perforation',
      'spotUv',
    ]);
    expect(result.local?.costTotal).toBe(5600 + 250 + 300 + 1200 + 50 + 500);
  });

  it('takes every figure from the price list passed in', () => {
    const cheaper: PriceList = {
      ...defaultPriceList,
      local: { ...defaultPriceList.local, marketplaceDiscount: 0, pricesIncludeVat: false },
    };
    const result = computed(computeRoyalty(printBook(), cheaper));
    expect(result.local?.royalty).toBe(25_000 - 5600);
  });

  it('answers page-limit-exceeded as a value for the paper type and for saddle stitch', () => {
    expect(computeRoyalty(printBook({ pages: 1201 }), defaultPriceList)).toEqual({
      status: 'page-limit-exceeded',
      market: 'local',
      limitedBy: 'paper-type',
      pages: 1201,
      maxPages: 1200,
    });
    expect(
      computeRoyalty(printBook({ pages: 100, bindingId: 'saddle-stitch' }), defaultPriceList),
    ).toMatchObject({
      status: 'page-limit-exceeded',
      limitedBy: 'binding',
      maxPages: 96,
    });
    expect(
      computeRoyalty(printBook({ pages: 96, bindingId: 'saddle-stitch' }), defaultPriceList).status,
    ).toBe('ok');
  });

  it('names an unknown paper type, cover type or binding', () => {
    expect(
      computeRoyalty(
        printBook({ local: { price: 1, paperTypeId: 99, coverTypeId: 1 } }),
        defaultPriceList,
      ),
    ).toEqual({ status: 'unknown-choice', market: 'local', choice: 'paper-type', id: 99 });
    expect(
      computeRoyalty(
        printBook({ local: { price: 1, paperTypeId: 1, coverTypeId: 99 } }),
        defaultPriceList,
      ),
    ).toMatchObject({ choice: 'cover-type', id: 99 });
    const noBindings: PriceList = {
      ...defaultPriceList,
      local: { ...defaultPriceList.local, bindings: [] },
    };
    expect(computeRoyalty(printBook(), noBindings)).toMatchObject({
      choice: 'binding',
      id: 'perfect-bound',
    });
  });

  it('reports zero costs when no market is chosen', () => {
    const result = computed(computeRoyalty(printBook({ local: null }), defaultPriceList));
    expect(result).toMatchObject({
      status: 'ok',
      local: null,
      international: null,
      costPerBook: 0,
    });
    expect(result.totalCost).toEqual({ amount: 0, currency: 'ZAR' });
  });
});

describe('computeRoyalty for ebooks and audiobooks', () => {
  it('example 3: an ebook at USD 9.99 with conversion', () => {
    const result = computed(
      computeRoyalty(
        { format: 'ebook', internationalPrice: 999, conversionNeeded: true },
        defaultPriceList,
      ),
    );
    expect(result.local).toBeNull();
    expect(result.international).toMatchObject({
      priceExcludingVat: 999,
      marketplaceDiscount: 500,
      costs: [{ part: 'platform-share', amount: 150 }],
      royalty: 349,
    });
    expect(costsOf(result)).toEqual([
      ['uploadFee', 29_900],
      ['epubConversion', 45_000],
    ]);
    expect(result.totalCost).toEqual({ amount: 74_900, currency: 'ZAR' });
    expect(result.costPerBook).toBe(0);
  });

  it('charges only the upload fee for a ready ePub', () => {
    const result = computed(
      computeRoyalty(
        { format: 'ebook', internationalPrice: 500, conversionNeeded: false },
        defaultPriceList,
      ),
    );
    expect(result.totalCost.amount).toBe(29_900);
  });

  it('example 4: an audiobook at R 200.00 locally, 250 pages, recorded by a voice artist', () => {
    const input: RoyaltyInput = {
      format: 'audiobook',
      pages: 250,
      localPrice: 20_000,
      internationalPrice: null,
      recordingNeeded: true,
    };
    const result = computed(computeRoyalty(input, defaultPriceList));
    expect(result.local).toMatchObject({
      vat: 2609,
      priceExcludingVat: 17_391,
      marketplaceDiscount: 8696,
      royalty: 6087,
    });
    expect(costsOf(result)).toEqual([
      ['uploadFee', 29_900],
      ['recording', 375_000],
    ]);
  });

  it('skips the recording when the author supplies the audio', () => {
    const input: RoyaltyInput = {
      format: 'audiobook',
      pages: 250,
      localPrice: null,
      internationalPrice: 1000,
      recordingNeeded: false,
    };
    const result = computed(computeRoyalty(input, defaultPriceList));
    expect(result.international?.royalty).toBe(350);
    expect(costsOf(result)).toEqual([['uploadFee', 29_900]]);
  });

  it('adds the ISBN registration (R250) to the once-off costs of any format that asks for it', () => {
    const ebook = computed(
      computeRoyalty(
        { format: 'ebook', internationalPrice: 999, conversionNeeded: false, isbnNeeded: true },
        defaultPriceList,
      ),
    );
    expect(costsOf(ebook)).toEqual([
      ['uploadFee', 29_900],
      ['isbnCreation', 25_000],
    ]);
    expect(ebook.totalCost).toEqual({ amount: 54_900, currency: 'ZAR' });
    const audiobook = computed(
      computeRoyalty(
        {
          format: 'audiobook',
          pages: 250,
          localPrice: 20_000,
          internationalPrice: null,
          recordingNeeded: true,
          isbnNeeded: true,
        },
        defaultPriceList,
      ),
    );
    expect(audiobook.totalCost.amount).toBe(29_900 + 375_000 + 25_000);
    const print = computed(computeRoyalty({ ...printBook(), isbnNeeded: true }, defaultPriceList));
    expect(costsOf(print)).toEqual([['isbnCreation', 25_000]]);
    // A print book's total stays the cost of one copy: the fee is not taken per copy.
    expect(print.totalCost).toEqual(
      computed(computeRoyalty(printBook(), defaultPriceList)).totalCost,
    );
  });
});

/** The once-off costs as [cart service, cents excluding VAT]. */
function costsOf(result: { oneOffCosts: readonly OnceOffCharge[] }) {
  return result.oneOffCosts.map((charge) => [charge.service, charge.cost]);
}

const price = fc.integer({ min: 0, max: 9_999_999_999 });
const choice = fc.record({
  price,
  paperTypeId: fc.integer({ min: 1, max: 4 }),
  coverTypeId: fc.integer({ min: 1, max: 4 }),
});
const printInput = fc.record({
  format: fc.constant('print' as const),
  pages: fc.integer({ min: 18, max: 700 }),
  colour: fc.constantFrom('Colo' as const, 'B&W' as const),
  bindingId: fc.constantFrom('perfect-bound' as const, 'case-bound' as const),
  local: fc.option(choice),
  international: fc.option(choice),
  options: fc.record({
    duplex: fc.boolean(),
    softTouchMattLamination: fc.boolean(),
    spiralBound: fc.boolean(),
    perforation: fc.boolean(),
    spotUv: fc.boolean(),
  }),
});
const digitalInput = fc.oneof(
  fc.record({
    format: fc.constant('ebook' as const),
    internationalPrice: price,
    conversionNeeded: fc.boolean(),
  }),
  fc.record({
    format: fc.constant('audiobook' as const),
    pages: fc.integer({ min: 18, max: 1200 }),
    localPrice: fc.option(price),
    internationalPrice: fc.option(price),
    recordingNeeded: fc.boolean(),
  }),
);

describe('computeRoyalty properties', () => {
  it('splits every price exactly into VAT, discount, costs and royalty', () => {
    fc.assert(
      fc.property(fc.oneof(printInput, digitalInput), (input) => {
        const result = computed(computeRoyalty(input, defaultPriceList));
        expectExactSplit(result.local);
        expectExactSplit(result.international);
        const negative = [result.local, result.international].some(
          (entry) => entry && entry.royalty < 0,
        );
        expect(result.status).toBe(negative ? 'negative-royalty' : 'ok');
      }),
    );
  });

  it('never lets a higher price lower the royalty', () => {
    fc.assert(
      fc.property(printInput, fc.integer({ min: 0, max: 100_000 }), (input, raise) => {
        fc.pre(input.local !== null);
        const raised = {
          ...input,
          local: input.local && { ...input.local, price: input.local.price + raise },
        };
        const before = computed(computeRoyalty(input, defaultPriceList)).local?.royalty ?? 0;
        const after = computed(computeRoyalty(raised, defaultPriceList)).local?.royalty ?? 0;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('keeps the digital royalty within the royalty share of the net price', () => {
    fc.assert(
      fc.property(digitalInput, (input) => {
        const result = computed(computeRoyalty(input, defaultPriceList));
        for (const entry of [result.local, result.international]) {
          if (!entry) continue;
          expect(entry.royalty).toBeGreaterThanOrEqual(0);
          expect(entry.royalty).toBeLessThanOrEqual(entry.priceExcludingVat);
        }
      }),
    );
  });
});
