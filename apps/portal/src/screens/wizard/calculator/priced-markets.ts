import { parsePrice } from '@pod-portal/domain';
import type { BookDraft } from '../drafts/book-draft.ts';

/**
 * The draft with only the markets whose price can be read, so the estimate shows as soon as one
 * market is priced; null while none is.
 */
export function withPricedMarketsOnly(draft: BookDraft): BookDraft | null {
  const priced = (text: string) => parsePrice(text).ok;
  const isLocal = draft.isLocal && draft.format !== 'ebook' && priced(draft.localPrice);
  const isInternational =
    (draft.isInternational || draft.format === 'ebook') && priced(draft.internationalPrice);
  return isLocal || isInternational ? { ...draft, isLocal, isInternational } : null;
}
