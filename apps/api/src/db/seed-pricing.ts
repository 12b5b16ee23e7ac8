import { defaultPriceList, type MarketPrices, TRIM_SIZES } from '@pod-portal/domain';
import type { Db } from './client.ts';
import {
  bindingPrices,
  coverTypePrices,
  digitalTerms,
  marketTerms,
  paperTypePrices,
  priceList,
  servicePrices,
  trimSizes,
  voiceArtists,
} from './schema/books.ts';

/**
 * Demo voice-over artists for a fresh install (the domain has no artist list: artists are
 * people an operator contracts, so they are data, not rules). Operators replace them.
 */
const DEMO_VOICE_ARTISTS = [
  { id: 1, name: 'Lerato Khumalo', gender: 'female', nationality: 'South African' },
  { id: 2, name: 'Johan van der Merwe', gender: 'male', nationality: 'South African' },
  { id: 3, name: 'Amelia Hart', gender: 'female', nationality: 'British' },
  { id: 4, name: 'Daniel Brooks', gender: 'male', nationality: 'American' },
];

type Market = 'local' | 'international';

function marketRows(market: Market, prices: MarketPrices) {
  return {
    papers: prices.paperTypes.map((paper) => ({ market, ...paper })),
    covers: prices.coverTypes.map((cover) => ({ market, ...cover })),
    bindings: prices.bindings.map((binding) => ({ market, ...binding })),
    terms: {
      market,
      ...prices.options,
      marketplaceDiscount: prices.marketplaceDiscount,
      pricesIncludeVat: prices.pricesIncludeVat,
    },
  };
}

/**
 * Stores the domain's default price list, trim sizes and demo voice artists. Idempotent:
 * every row is inserted only when its key is absent, so a restart changes nothing and an
 * operator's edited prices are never overwritten; a new entry of the domain's catalogue
 * (a new trim size, say) is added on the next start.
 */
export async function seedPricing(db: Db): Promise<void> {
  const seed = defaultPriceList;
  const markets = [
    marketRows('local', seed.local),
    marketRows('international', seed.international),
  ];
  await db.transaction(async (tx) => {
    await tx.insert(priceList).values({ id: 1, version: seed.version }).onConflictDoNothing();
    await tx
      .insert(paperTypePrices)
      .values(markets.flatMap((rows) => rows.papers))
      .onConflictDoNothing();
    await tx
      .insert(coverTypePrices)
      .values(markets.flatMap((rows) => rows.covers))
      .onConflictDoNothing();
    await tx
      .insert(bindingPrices)
      .values(markets.flatMap((rows) => rows.bindings))
      .onConflictDoNothing();
    await tx
      .insert(marketTerms)
      .values(markets.map((rows) => rows.terms))
      .onConflictDoNothing();
    await tx
      .insert(digitalTerms)
      .values([
        { format: 'ebook', ...seed.ebook },
        { format: 'audiobook', ...seed.audiobook },
      ])
      .onConflictDoNothing();
    await tx
      .insert(servicePrices)
      .values(
        Object.entries(seed.services).map(([id, cost]) => ({
          id: id as keyof typeof seed.services,
          cost,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(trimSizes)
      .values(
        TRIM_SIZES.map(
          ({ id, name, widthMm, heightMm, orientation, template, local, international }) => ({
            id,
            name,
            widthMm,
            heightMm,
            orientation,
            template,
            local,
            international,
          }),
        ),
      )
      .onConflictDoNothing();
    await tx.insert(voiceArtists).values(DEMO_VOICE_ARTISTS).onConflictDoNothing();
  });
}
