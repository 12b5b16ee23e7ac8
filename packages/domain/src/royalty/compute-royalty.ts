import type { PriceList } from '../catalogue/price-list.ts';
import { digitalRoyalty } from './digital-royalty.ts';
import { printRoyalty } from './print-royalty.ts';
import type { RoyaltyInput, RoyaltyResult } from './royalty-types.ts';

/**
 * Local royalty, international royalty and cost of a book from its choices and the price
 * list in force (never hard-coded figures). See the package README for the formulas.
 */
export function computeRoyalty(input: RoyaltyInput, prices: PriceList): RoyaltyResult {
  return input.format === 'print' ? printRoyalty(input, prices) : digitalRoyalty(input, prices);
}
