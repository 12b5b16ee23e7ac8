import type { PriceList } from '../catalogue/price-list.ts';
import type { CostLine, RoyaltyInput } from './royalty-types.ts';

/** The ISBN registration fee when the book asks for one: paid once, through the cart. */
export function isbnCreationCosts(input: RoyaltyInput, prices: PriceList): CostLine[] {
  return input.isbnNeeded ? [{ part: 'isbn-creation', amount: prices.services.isbnCreation }] : [];
}
