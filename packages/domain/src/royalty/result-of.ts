import type { MarketRoyalty, RoyaltyCosts, RoyaltyResult } from './royalty-types.ts';

/** Wraps computed market royalties, flagging a negative royalty in either market. */
export function resultOf(
  local: MarketRoyalty | null,
  international: MarketRoyalty | null,
  costs: RoyaltyCosts,
): RoyaltyResult {
  const negative = [local, international].some((entry) => entry !== null && entry.royalty < 0);
  return { status: negative ? 'negative-royalty' : 'ok', local, international, ...costs };
}
