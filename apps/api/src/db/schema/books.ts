import { BOOK_STATUSES } from '@pod-portal/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const market = () => text('market', { enum: ['local', 'international'] }).notNull();
/** Integer minor units: rand cents locally, US-dollar cents internationally. */
const cents = (name: string) => integer(name).notNull();
/** 10 000 basis points = 100%. */
const basisPoints = (name: string) => integer(name).notNull();

// ---------- the price list (seeded from the domain's defaultPriceList, edited by operators) ----------

/** One row: the version of the stored price list, changed whenever an operator edits prices. */
export const priceList = pgTable(
  'price_list',
  {
    id: smallint('id').primaryKey().default(1),
    version: text('version').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check('price_list_single_row', sql`${table.id} = 1`)],
);

export const paperTypePrices = pgTable(
  'paper_type_prices',
  {
    market: market(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    /** Most pages a book on this paper may have (above it the royalty answers B12). */
    maxPage: integer('max_page').notNull(),
    caliperMm: doublePrecision('caliper_mm').notNull(),
    perPageBw: cents('per_page_bw'),
    perPageColour: cents('per_page_colour'),
  },
  (table) => [primaryKey({ columns: [table.market, table.id] })],
);

export const coverTypePrices = pgTable(
  'cover_type_prices',
  {
    market: market(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    perCover: cents('per_cover'),
  },
  (table) => [primaryKey({ columns: [table.market, table.id] })],
);

export const bindingPrices = pgTable(
  'binding_prices',
  {
    market: market(),
    id: text('id', { enum: ['perfect-bound', 'saddle-stitch', 'case-bound'] }).notNull(),
    perBook: cents('per_book'),
    /** Null: no limit of its own. */
    maxPages: integer('max_pages'),
  },
  (table) => [primaryKey({ columns: [table.market, table.id] })],
);

/** Per market: the print options' costs and the terms a copy sells on. */
export const marketTerms = pgTable('market_terms', {
  market: market().primaryKey(),
  duplexPerBook: cents('duplex_per_book'),
  softTouchPerCover: cents('soft_touch_per_cover'),
  spiralPerBook: cents('spiral_per_book'),
  perforationPerBook: cents('perforation_per_book'),
  spotUvPerCover: cents('spot_uv_per_cover'),
  marketplaceDiscount: basisPoints('marketplace_discount'),
  pricesIncludeVat: boolean('prices_include_vat').notNull(),
});

/** Royalty terms of the digital formats; one-off fees in rand cents. */
export const digitalTerms = pgTable(
  'digital_terms',
  {
    format: text('format', { enum: ['ebook', 'audiobook'] }).primaryKey(),
    wholesaleDiscount: basisPoints('wholesale_discount'),
    royaltyShare: basisPoints('royalty_share'),
    uploadFee: cents('upload_fee'),
    /** Ebook only: the fixed epub conversion fee. */
    conversionFixed: integer('conversion_fixed'),
    /** Audiobook only: the narration fee per page. */
    recordingPerPage: integer('recording_per_page'),
  },
  (table) => [
    check(
      'digital_terms_fee_per_format',
      sql`(${table.format} = 'ebook' AND ${table.conversionFixed} IS NOT NULL)
        OR (${table.format} = 'audiobook' AND ${table.recordingPerPage} IS NOT NULL)`,
    ),
  ],
);

/** Extra services' prices in rand cents excluding VAT, by the domain's service id. */
export const servicePrices = pgTable('service_prices', {
  id: text('id', {
    enum: [
      'coverDesign',
      'thumbnailDesign',
      'formatting',
      'bleeding',
      'epubConversion',
      'isbnCreation',
      'revisions',
    ],
  }).primaryKey(),
  cost: cents('cost'),
});

export const trimSizes = pgTable('trim_sizes', {
  /** `152x229`: width x height in mm. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  widthMm: integer('width_mm').notNull(),
  heightMm: integer('height_mm').notNull(),
  orientation: text('orientation', { enum: ['portrait', 'landscape', 'square'] }).notNull(),
  template: text('template', { enum: ['A5', 'NC', 'A4'] }).notNull(),
  local: boolean('local').notNull(),
  international: boolean('international').notNull(),
});

export const voiceArtists = pgTable('voice_artists', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  gender: text('gender').notNull(),
  /** The accent, as the audiobook form names it. */
  nationality: text('nationality').notNull(),
  sampleUrl: text('sample_url'),
});

// ---------- quotes and books ----------

/**
 * One quote: the book as general info described it, which becomes one book record per
 * market. The ISBN lives here so that a print book sold in both markets claims it once
 * and two quotes can never claim the same number (unique index).
 */
export const quotes = pgTable(
  'quotes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 13 digits, or null when ISBN creation was requested. */
    isbn: text('isbn'),
    /** The general-info choices as the quote received them (paper, cover, options, size...). */
    specs: jsonb('specs').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('quotes_user_idx').on(table.userId),
    uniqueIndex('quotes_isbn_unique').on(table.isbn),
  ],
);

/** The parts of the wizard's submission (`uploadBook`) beyond the metadata. */
export interface BookSubmission {
  rawOrPdf: 'raw' | 'pdf';
  services: string[];
  heavyGraphics: boolean;
  spotUv: boolean;
  recordingRequired: boolean;
  /** The original names of the files announced for the chunked uploads. */
  book: string | null;
  cover: string | null;
  audio: string[];
}

export const BOOK_STAGES = ['getquote', 'signedcontract', 'uploaded'] as const;

/**
 * A book record in one market (ids are unique across both markets). Status, stage and flags
 * are columns so rules and operators can rely on them; the answers rebuild the product's
 * `misc` JSON text from them.
 */
export const books = pgTable(
  'books',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    region: text('region', { enum: ['local', 'international'] }).notNull(),
    bookTitle: text('book_title').notNull(),
    formatType: text('format_type', { enum: ['print', 'ebook', 'audiobook'] }).notNull(),
    isbn: text('isbn'),
    /** The internal code of a book without an ISBN of its own yet. */
    bookCode: text('book_code'),
    noOfPages: integer('no_of_pages').notNull(),
    localPriceCents: integer('local_price_cents'),
    internationalPriceCents: integer('international_price_cents'),
    localRoyaltyCents: integer('local_royalty_cents'),
    internationalRoyaltyCents: integer('international_royalty_cents'),
    /** The quote's totalCost in rand cents. */
    totalCostCents: integer('total_cost_cents').notNull(),
    status: text('status', { enum: BOOK_STATUSES }).notNull().default('quote'),
    bookStage: text('book_stage', { enum: BOOK_STAGES }).notNull().default('getquote'),
    /** Cancelled by the author. */
    archived: boolean('archived').notNull().default(false),
    isPaid: boolean('is_paid').notNull().default(false),
    metaDataInfo: jsonb('meta_data_info'),
    /** What the wizard's submission announced: upload type, services, the files to come. */
    submission: jsonb('submission').$type<BookSubmission>(),
    /** Stored name of the signed contract PDF, once signed. */
    contractFile: text('contract_file'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('books_user_idx').on(table.userId, table.id),
    uniqueIndex('books_one_record_per_market').on(table.quoteId, table.region),
  ],
);
