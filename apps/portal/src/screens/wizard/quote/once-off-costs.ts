import { computeRoyalty, type OnceOffCharge, type PriceList } from '@pod-portal/domain';
import { draftRoyaltyInput } from '../calculator/royalty-input.ts';
import type { BookDraft } from '../drafts/book-draft.ts';

/**
 * What the book costs once, as the cart will charge it (`onceOffCharges`: the upload fee, a
 * voice artist's recording, the ISBN registration), excluding VAT.
 */
export function onceOffCosts(draft: BookDraft, prices: PriceList): OnceOffCharge[] {
  const input = draftRoyaltyInput(draft, prices);
  const result = input && computeRoyalty(input, prices);
  return result && 'oneOffCosts' in result ? result.oneOffCosts : [];
}
