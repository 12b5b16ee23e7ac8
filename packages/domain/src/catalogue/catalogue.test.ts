import { describe, expect, it } from 'vitest';
import { BINDINGS } from './bindings.ts';
import { COVER_TYPES } from './cover-types.ts';
import { defaultPriceList } from './default-price-list.ts';
import { DEFAULT_SPINE_ID } from './defaults.ts';
import { EXTRA_SERVICES } from './extra-services.ts';
import { PAPER_TYPES } from './paper-types.ts';
import { priceListSchema } from './price-list.ts';
import { SPINES } from './spines.ts';
import { findTrimSize, TRIM_SIZES } from './trim-sizes.ts';

describe('trim sizes', () => {
  it('lists 32 distinct sizes, each printable somewhere', () => {
    expect(TRIM_SIZES).toHaveLength(32);
    expect(new Set(TRIM_SIZES.map((size) => size.id)).size).toBe(32);
    for (const size of TRIM_SIZES) expect(size.local || size.international).toBe(true);
  });

  it('derives the orientation from the dimensions', () => {
    expect(findTrimSize('148x210')).toMatchObject({
      name: 'A5',
      orientation: 'portrait',
      template: 'A5',
    });
    expect(findTrimSize('297x210')).toMatchObject({ orientation: 'landscape', template: 'A4' });
    expect(findTrimSize('203x203')).toMatchObject({
      orientation: 'square',
      local: true,
      international: true,
    });
    expect(findTrimSize('1x1')).toBeUndefined();
  });

  it('covers the three templates and orientations', () => {
    expect(new Set(TRIM_SIZES.map((size) => size.template))).toEqual(new Set(['A5', 'NC', 'A4']));
    expect(new Set(TRIM_SIZES.map((size) => size.orientation))).toEqual(
      new Set(['portrait', 'landscape', 'square']),
    );
  });
});

describe('default price list', () => {
  it('is a valid price list', () => {
    expect(priceListSchema.safeParse(defaultPriceList).success).toBe(true);
  });

  it('prices every catalogue paper, cover and binding in both markets', () => {
    for (const market of [defaultPriceList.local, defaultPriceList.international]) {
      expect(market.paperTypes.map((paper) => paper.id)).toEqual(
        PAPER_TYPES.map((paper) => paper.id),
      );
      expect(market.coverTypes.map((cover) => cover.id)).toEqual(
        COVER_TYPES.map((cover) => cover.id),
      );
      expect(market.bindings.map((binding) => binding.id)).toEqual(
        BINDINGS.map((binding) => binding.id),
      );
    }
  });

  it('carries the figures of the specification', () => {
    expect(defaultPriceList.local.options).toMatchObject({
      duplexPerBook: 250,
      softTouchPerCover: 300,
      spiralPerBook: 1200,
    });
    expect(defaultPriceList.ebook).toMatchObject({
      uploadFee: 29_900,
      wholesaleDiscount: 5000,
      royaltyShare: 7000,
    });
    expect(defaultPriceList.services).toMatchObject({ isbnCreation: 25_000, revisions: 25_000 });
    expect(EXTRA_SERVICES.map((service) => service.id)).toEqual(
      Object.keys(defaultPriceList.services),
    );
  });

  it('rejects a price list with fractional cents', () => {
    const broken = {
      ...defaultPriceList,
      services: { ...defaultPriceList.services, revisions: 250.5 },
    };
    expect(priceListSchema.safeParse(broken).success).toBe(false);
  });
});

describe('spines', () => {
  it('offers the default 3 mm spine without text and a 4 mm spine with text', () => {
    expect(
      SPINES.map(({ id, thicknessMm, textAllowed }) => [id, thicknessMm, textAllowed]),
    ).toEqual([
      [DEFAULT_SPINE_ID, 3, false],
      [106, 4, true],
    ]);
  });
});
