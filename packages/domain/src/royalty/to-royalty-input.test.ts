import { describe, expect, it } from 'vitest';
import { defaultPriceList } from '../catalogue/default-price-list.ts';
import type { RoyaltyPayload } from './royalty-payload.ts';
import { printBook } from './test-inputs.ts';
import { toRoyaltyInput } from './to-royalty-input.ts';

const localPrint: RoyaltyPayload = {
  no_of_pages: 200,
  is_local: true,
  is_international: false,
  l_paper_type_id: 1,
  l_cover_type_id: 1,
  local_price: 250,
};

describe('toRoyaltyInput', () => {
  it('maps a local print book to the domain input with B&W, perfect bound and no options by default', () => {
    expect(toRoyaltyInput('print', localPrint, defaultPriceList)).toEqual({
      ok: true,
      input: { ...printBook(), isbnNeeded: false },
    });
  });

  it('turns on duplex when either market asks for it, and keeps colour and binding', () => {
    const result = toRoyaltyInput(
      'print',
      {
        ...localPrint,
        is_international: true,
        i_paper_type_id: 2,
        i_cover_type_id: 2,
        international_price: 12.5,
        i_duplex_covered: true,
        color: 'Colo',
        bind: 'saddle-stitch',
        spot_uv: true,
      },
      defaultPriceList,
    );
    expect(result.ok && result.input).toMatchObject({
      colour: 'Colo',
      bindingId: 'saddle-stitch',
      international: { price: 1250, paperTypeId: 2, coverTypeId: 2 },
      options: { duplex: true, spotUv: true, perforation: false },
    });
  });

  it('names each missing or unknown choice with the product message', () => {
    const result = toRoyaltyInput(
      'print',
      { ...localPrint, is_international: true, l_paper_type_id: 99, local_price: null },
      defaultPriceList,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'local_price', message: 'Please enter a price for your book' },
        { field: 'l_paper_type_id', message: 'Please select a local paper type' },
        { field: 'international_price', message: 'Please enter a price for your book' },
        { field: 'i_paper_type_id', message: 'Please select an international paper type' },
        { field: 'i_cover_type_id', message: 'Please select an international cover type' },
      ],
    });
  });

  it('sells an ebook internationally only, whatever is_local says', () => {
    const result = toRoyaltyInput(
      'ebook',
      { no_of_pages: 120, is_local: true, is_international: false, international_price: 9.99 },
      defaultPriceList,
    );
    expect(result).toEqual({
      ok: true,
      input: {
        format: 'ebook',
        internationalPrice: 999,
        conversionNeeded: false,
        isbnNeeded: false,
      },
    });
  });

  it('prices an audiobook in the chosen markets with its recording flag', () => {
    const result = toRoyaltyInput(
      'audiobook',
      {
        no_of_pages: 100,
        is_local: true,
        is_international: false,
        local_price: 150,
        recording_needed: true,
      },
      defaultPriceList,
    );
    expect(result).toEqual({
      ok: true,
      input: {
        format: 'audiobook',
        pages: 100,
        localPrice: 15_000,
        internationalPrice: null,
        recordingNeeded: true,
        isbnNeeded: false,
      },
    });
  });

  it('refuses a book sold nowhere', () => {
    expect(
      toRoyaltyInput(
        'print',
        { ...localPrint, is_local: false, is_international: false },
        defaultPriceList,
      ),
    ).toEqual({
      ok: false,
      errors: [{ field: 'is_local', message: 'Please select where your book will be sold' }],
    });
  });
});
