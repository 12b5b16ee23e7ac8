import type { PriceList } from '../catalogue/price-list.ts';
import type { Cents } from '../money/cents.ts';
import { computeRoyalty } from './compute-royalty.ts';
import type { Market, RoyaltyInput } from './royalty-types.ts';

/** The largest price the product takes: 8 digits and 2 decimals. */
const MOST_CENTS: Cents = 9_999_999_999;

/** `input` with `market`'s list price set to `price`, or null when the book is not sold there. */
function pricedAt(input: RoyaltyInput, market: Market, price: Cents): RoyaltyInput | null {
  if (input.format === 'print') {
    const choice = input[market];
    return choice ? { ...input, [market]: { ...choice, price } } : null;
  }
  if (input.format === 'ebook') {
    return market === 'international' ? { ...input, internationalPrice: price } : null;
  }
  const key = market === 'local' ? 'localPrice' : 'internationalPrice';
  return input[key] === null ? null : { ...input, [key]: price };
}

function royaltyAt(input: RoyaltyInput, market: Market, price: Cents, prices: PriceList) {
  const priced = pricedAt(input, market, price);
  const result = priced && computeRoyalty(priced, prices);
  return result && 'local' in result ? (result[market]?.royalty ?? null) : null;
}

/**
 * The lowest list price (in the market's currency, cents) at which the book's royalty in
 * `market` is not negative, with everything else as chosen: the way out of a negative royalty.
 * Found by halving the range with the royalty rule itself (a higher price never lowers the
 * royalty), so it agrees with the estimate to the cent. Null when the book is not sold in
 * `market`, or no price the product takes is enough.
 */
export function breakEvenPrice(
  input: RoyaltyInput,
  market: Market,
  prices: PriceList,
): Cents | null {
  const highest = royaltyAt(input, market, MOST_CENTS, prices);
  if (highest === null || highest < 0) return null;
  let low = 0;
  let high = MOST_CENTS;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if ((royaltyAt(input, market, middle, prices) ?? -1) >= 0) high = middle;
    else low = middle + 1;
  }
  return low;
}
