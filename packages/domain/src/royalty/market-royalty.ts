import type { Cents } from '../money/cents.ts';
import { applyRate, type BasisPoints } from '../money/rate.ts';
import { excludingVat } from '../money/vat.ts';
import type { CostLine, Market, MarketRoyalty } from './royalty-types.ts';

/** The terms one market sells a copy on. */
export interface SaleTerms {
  market: Market;
  listPrice: Cents;
  pricesIncludeVat: boolean;
  marketplaceDiscount: BasisPoints;
}

/**
 * Splits a list price into VAT, marketplace discount, the costs `costsOf` names for the
 * remaining amount, and the royalty that is left. The royalty is the remainder, so the
 * parts always add up to the price exactly.
 */
export function marketRoyalty(
  terms: SaleTerms,
  costsOf: (afterDiscount: Cents) => CostLine[],
): MarketRoyalty {
  const priceExcludingVat = terms.pricesIncludeVat
    ? excludingVat(terms.listPrice)
    : terms.listPrice;
  const marketplaceDiscount = applyRate(priceExcludingVat, terms.marketplaceDiscount);
  const costs = costsOf(priceExcludingVat - marketplaceDiscount);
  const costTotal = costs.reduce((sum, line) => sum + line.amount, 0);
  return {
    market: terms.market,
    currency: terms.market === 'local' ? 'ZAR' : 'USD',
    listPrice: terms.listPrice,
    vat: terms.listPrice - priceExcludingVat,
    priceExcludingVat,
    marketplaceDiscount,
    costs,
    costTotal,
    royalty: priceExcludingVat - marketplaceDiscount - costTotal,
  };
}
