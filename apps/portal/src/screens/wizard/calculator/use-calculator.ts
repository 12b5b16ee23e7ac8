import type { PriceList } from '@pod-portal/domain';
import { useState } from 'react';
import { useBookDraft } from '../drafts/use-book-draft.ts';
import { generalInfoErrors } from '../general-info/general-info-errors.ts';
import { withPricedMarketsOnly } from './priced-markets.ts';
import { estimatedRoyalties, isNegativeEstimate } from './royalty-figures.ts';
import { draftRoyaltyInput } from './royalty-input.ts';
import { toRoyaltyPayload } from './royalty-payload.ts';
import { type RoyaltyEstimate, useRoyaltyEstimate } from './use-royalty-estimate.ts';

/**
 * The calculator's state: the draft and its priced markets, the live estimate, the page's
 * messages (the estimated royalties among the rules), the markets whose price is asked, and
 * whether the negative royalty modal is open (until dismissed for this estimate).
 */
export function useCalculator(prices: PriceList) {
  const { draft, patch } = useBookDraft();
  const priced = withPricedMarketsOnly(draft);
  const pricedInput = priced && draftRoyaltyInput(priced, prices);
  const estimate = useRoyaltyEstimate(priced && pricedInput ? toRoyaltyPayload(priced) : null);
  const negative = isNegativeEstimate(estimate);
  const [dismissed, setDismissed] = useState<RoyaltyEstimate | null>(null);
  const royalties = estimatedRoyalties(estimate);
  const found = generalInfoErrors(draft, {
    paperTypes: prices.local.paperTypes,
    ...(royalties ? { estimatedRoyalties: royalties } : {}),
  });
  return {
    draft,
    patch,
    priced,
    pricedInput,
    estimate,
    found,
    isLocal: draft.isLocal && draft.format !== 'ebook',
    isInternational: draft.isInternational || draft.format === 'ebook',
    negativeOpen: negative && dismissed !== estimate,
    dismissNegative: () => setDismissed(estimate),
  };
}
