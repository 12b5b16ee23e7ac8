import type { PriceList } from '@pod-portal/domain';
import type { Db } from '../../db/client.ts';
import { loadPriceList } from './load-price-list.ts';

/** How long a loaded price list is reused: an operator's edit shows within this time. */
const MAX_AGE_MS = 5_000;

const loaded = new WeakMap<Db, { at: number; prices: Promise<PriceList> }>();

/**
 * The price list in force, read from the database at most every few seconds per database:
 * the calculator asks for it on every keystroke (debounced), and reading it takes seven
 * queries. Concurrent callers share one read; a failed read is not kept.
 */
export function currentPriceList(db: Db, now = Date.now()): Promise<PriceList> {
  const entry = loaded.get(db);
  if (entry && now - entry.at < MAX_AGE_MS) return entry.prices;
  const prices = loadPriceList(db);
  loaded.set(db, { at: now, prices });
  prices.catch(() => {
    if (loaded.get(db)?.prices === prices) loaded.delete(db);
  });
  return prices;
}
