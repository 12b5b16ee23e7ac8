import { PAPER_TYPES } from './paper-types.ts';
import type { MarketPrices, PriceList } from './price-list.ts';

// Seed of the price list the server stores on first start. Figures from the specification:
// duplex R2.50 per book locally, soft-touch matt lamination R3.00 per cover, spiral binding
// R12.00 per book, ebook upload fee R299, 50% ebook wholesale discount and 70% royalty share,
// ISBN creation R250, revisions R250 excl VAT. Every other figure is an invented,
// configurable seed value (operators change them in the stored price list, not here).

/** Per-page costs by paper weight: [black-and-white, colour] for 74gsm and for 104gsm. */
function paperPrices(light: [number, number], heavy: [number, number]): MarketPrices['paperTypes'] {
  return PAPER_TYPES.map(({ id, name, maxPage, caliperMm, gsm }) => {
    const [perPageBw, perPageColour] = gsm > 74 ? heavy : light;
    return { id, name, maxPage, caliperMm, perPageBw, perPageColour };
  });
}

const local: MarketPrices = {
  paperTypes: paperPrices([18, 95], [26, 110]),
  coverTypes: [
    { id: 1, name: 'Small Paperback', perCover: 1200 },
    { id: 2, name: 'Large Paperback', perCover: 1800 },
    { id: 3, name: 'Small Hardcover', perCover: 6500 },
    { id: 4, name: 'Large Hardcover', perCover: 8500 },
  ],
  bindings: [
    { id: 'perfect-bound', perBook: 800, maxPages: null },
    { id: 'saddle-stitch', perBook: 400, maxPages: 96 },
    { id: 'case-bound', perBook: 2500, maxPages: null },
  ],
  options: {
    duplexPerBook: 250,
    softTouchPerCover: 300,
    spiralPerBook: 1200,
    perforationPerBook: 50,
    spotUvPerCover: 500,
  },
  marketplaceDiscount: 1400,
  pricesIncludeVat: true,
};

const international: MarketPrices = {
  paperTypes: paperPrices([1, 7], [2, 8]),
  coverTypes: [
    { id: 1, name: 'Small Paperback', perCover: 100 },
    { id: 2, name: 'Large Paperback', perCover: 130 },
    { id: 3, name: 'Small Hardcover', perCover: 550 },
    { id: 4, name: 'Large Hardcover', perCover: 700 },
  ],
  bindings: [
    { id: 'perfect-bound', perBook: 50, maxPages: null },
    { id: 'saddle-stitch', perBook: 30, maxPages: 96 },
    { id: 'case-bound', perBook: 200, maxPages: null },
  ],
  options: {
    duplexPerBook: 32,
    softTouchPerCover: 20,
    spiralPerBook: 80,
    perforationPerBook: 1,
    spotUvPerCover: 35,
  },
  marketplaceDiscount: 4000,
  pricesIncludeVat: false,
};

export const defaultPriceList: PriceList = {
  version: 'seed-1',
  local,
  international,
  ebook: {
    wholesaleDiscount: 5000,
    royaltyShare: 7000,
    uploadFee: 29_900,
    conversionFixed: 45_000,
  },
  audiobook: {
    wholesaleDiscount: 5000,
    royaltyShare: 7000,
    uploadFee: 29_900,
    recordingPerPage: 1500,
  },
  services: {
    coverDesign: 150_000,
    thumbnailDesign: 50_000,
    formatting: 120_000,
    bleeding: 35_000,
    epubConversion: 45_000,
    isbnCreation: 25_000,
    revisions: 25_000,
  },
};
