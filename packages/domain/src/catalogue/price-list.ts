import { z } from 'zod';

const cents = z.number().int().nonnegative();
/** 10 000 basis points = 100%. */
const basisPoints = z.number().int().min(0).max(10_000);

const paperTypePriceSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  maxPage: z.number().int().positive(),
  caliperMm: z.number().positive(),
  perPageBw: cents,
  perPageColour: cents,
});

const coverTypePriceSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  perCover: cents,
});

const bindingPriceSchema = z.object({
  id: z.enum(['perfect-bound', 'saddle-stitch', 'case-bound']),
  perBook: cents,
  maxPages: z.number().int().positive().nullable(),
});

/** Costs of one market, in that market's currency: rand cents locally, US cents abroad. */
const marketPricesSchema = z.object({
  paperTypes: z.array(paperTypePriceSchema),
  coverTypes: z.array(coverTypePriceSchema),
  bindings: z.array(bindingPriceSchema),
  options: z.object({
    duplexPerBook: cents,
    softTouchPerCover: cents,
    spiralPerBook: cents,
    perforationPerBook: cents,
    spotUvPerCover: cents,
  }),
  /** What the marketplace or wholesaler keeps of the price excluding VAT. */
  marketplaceDiscount: basisPoints,
  /** Whether list prices in this market include VAT (South Africa: yes). */
  pricesIncludeVat: z.boolean(),
});

/** The royalty rule of a digital format: a wholesale discount, then a share of the rest. */
const digitalPricesSchema = z.object({
  wholesaleDiscount: basisPoints,
  royaltyShare: basisPoints,
  /** One-off fee in rand cents. */
  uploadFee: cents,
});

/**
 * The price list the server stores and serves at /user/pricinglist and the royalty
 * calculator takes as input. Every cost is integer cents; rand for `local`, the ebook and
 * audiobook fees and `services`; US dollars for `international`.
 */
export const priceListSchema = z.object({
  version: z.string().min(1),
  local: marketPricesSchema,
  international: marketPricesSchema,
  ebook: digitalPricesSchema.extend({ conversionFixed: cents }),
  audiobook: digitalPricesSchema.extend({ recordingPerPage: cents }),
  services: z.object({
    coverDesign: cents,
    thumbnailDesign: cents,
    formatting: cents,
    bleeding: cents,
    epubConversion: cents,
    isbnCreation: cents,
    revisions: cents,
  }),
});

export type PriceList = z.infer<typeof priceListSchema>;
export type MarketPrices = PriceList['local'];
