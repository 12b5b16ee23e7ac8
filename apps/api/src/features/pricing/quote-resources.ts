import { BINDINGS, type PriceList, SPINES } from '@pod-portal/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trimSizes } from '../../db/schema/books.ts';

const MARKETS = ['local', 'international'] as const;

/**
 * The calculator's choices: paper and cover types per market (from the stored price list),
 * bindings, the stored trim sizes and the spine options.
 */
export async function quoteResources(db: Db, prices: PriceList) {
  const sizes = await db
    .select()
    .from(trimSizes)
    .orderBy(asc(trimSizes.widthMm), asc(trimSizes.heightMm));
  return {
    paperTypes: MARKETS.flatMap((market) =>
      prices[market].paperTypes.map(({ id, name, maxPage }) => ({ id, name, market, maxPage })),
    ),
    coverTypes: MARKETS.flatMap((market) =>
      prices[market].coverTypes.map(({ id, name }) => ({ id, name, market })),
    ),
    bindings: BINDINGS.map(({ id, name, maxPages }) => ({ id, name, maxPages })),
    trimSizes: sizes,
    spines: SPINES,
  };
}
