import { describe, expect, it } from 'vitest';
import { defaultPriceList } from '../catalogue/default-price-list.ts';
import { computeCart } from './compute-cart.ts';
import { type ChargedBook, extraServiceCharge, onceOffCharges } from './once-off-charges.ts';

const book = (overrides: Partial<ChargedBook>): ChargedBook => ({
  format: 'print',
  isbnNeeded: false,
  recordedPages: null,
  services: new Set(),
  ...overrides,
});
const charged = (overrides: Partial<ChargedBook>) =>
  onceOffCharges(book(overrides), defaultPriceList).map((charge) => [charge.service, charge.cost]);

describe('onceOffCharges', () => {
  it('charges an ebook its upload fee (R 299) and the ISBN creation it asks for', () => {
    expect(charged({ format: 'ebook', isbnNeeded: true })).toEqual([
      ['uploadFee', 29_900],
      ['isbnCreation', 25_000],
    ]);
    // What the cart asks at checkout: each with its 15% VAT (R 549.00 + R 82.35).
    const due = computeCart(
      onceOffCharges(book({ format: 'ebook', isbnNeeded: true }), defaultPriceList),
      0,
    );
    expect(due.totalIncludingVat).toBe(63_135);
  });

  it("charges an audiobook its upload fee and a voice artist's recording by the page", () => {
    expect(charged({ format: 'audiobook', recordedPages: 80, isbnNeeded: true })).toEqual([
      ['uploadFee', 29_900],
      ['recording', 120_000],
      ['isbnCreation', 25_000],
    ]);
    expect(charged({ format: 'audiobook' })).toEqual([['uploadFee', 29_900]]);
  });

  it('charges a print book only the services it orders, in catalogue order', () => {
    expect(charged({})).toEqual([]);
    expect(
      charged({
        isbnNeeded: true,
        services: new Set(['isbnCreation', 'formatting', 'coverDesign']),
      }),
    ).toEqual([
      ['coverDesign', 150_000],
      ['formatting', 120_000],
      ['isbnCreation', 25_000],
    ]);
  });

  it('prices one extra service from the price list', () => {
    expect(extraServiceCharge('revisions', defaultPriceList)).toEqual({
      service: 'revisions',
      name: 'Revisions',
      description: 'File revisions for the national platform',
      cost: 25_000,
      discount: null,
    });
  });
});
