import { describe, expect, it } from 'vitest';
import { parseCartItemMisc } from '../cart/cart-item-misc.ts';
import { defaultPriceList } from '../catalogue/default-price-list.ts';
import { coverServiceOptions } from './cover-services.ts';
import { serviceCartItems } from './service-cart-items.ts';

describe('coverServiceOptions', () => {
  it('offers cover design for print and bleeding and formatting for raw uploads', () => {
    expect(
      coverServiceOptions({ format: 'print', uploadType: 'raw', conversionNeeded: false }),
    ).toEqual({
      services: ['thumbnailDesign', 'coverDesign', 'formatting', 'bleeding'],
      heavyGraphicsQuestion: false,
    });
    expect(
      coverServiceOptions({ format: 'print', uploadType: 'pdf', conversionNeeded: false }).services,
    ).toEqual(['thumbnailDesign', 'coverDesign']);
  });

  it('offers epub conversion for ebooks and asks about heavy graphics only when converting', () => {
    expect(
      coverServiceOptions({ format: 'ebook', uploadType: 'pdf', conversionNeeded: true }),
    ).toEqual({
      services: ['thumbnailDesign', 'epubConversion'],
      heavyGraphicsQuestion: true,
    });
    expect(
      coverServiceOptions({ format: 'ebook', uploadType: 'pdf', conversionNeeded: false })
        .heavyGraphicsQuestion,
    ).toBe(false);
    expect(
      coverServiceOptions({ format: 'audiobook', uploadType: 'pdf', conversionNeeded: true }),
    ).toEqual({
      services: ['thumbnailDesign'],
      heavyGraphicsQuestion: false,
    });
  });
});

describe('serviceCartItems', () => {
  it('adds one priced item per ticked service whose misc reads back', () => {
    const items = serviceCartItems(new Set(['isbnCreation', 'coverDesign']), defaultPriceList);
    expect(items.map((item) => [item.service, item.cost])).toEqual([
      ['coverDesign', 150_000],
      ['isbnCreation', 25_000],
    ]);
    for (const item of items) {
      expect(parseCartItemMisc(item.misc)).toEqual({
        ok: true,
        value: { name: item.name, description: item.description, cost: item.cost, discount: null },
      });
    }
    expect(serviceCartItems(new Set(), defaultPriceList)).toEqual([]);
  });
});
