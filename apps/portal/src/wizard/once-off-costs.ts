import { type CostLine, computeRoyalty, type PriceList } from '@pod-portal/domain';
import type { BookDraft } from './book-draft.ts';
import { toRoyaltyInput } from './royalty-input.ts';

/** What the book costs once, paid through the cart (the ISBN registration among them). */
export function onceOffCosts(draft: BookDraft, prices: PriceList): CostLine[] {
  const input = toRoyaltyInput(draft);
  const result = input && computeRoyalty(input, prices);
  return result && 'oneOffCosts' in result ? result.oneOffCosts : [];
}
