import { type PrintMarketChoice, parsePrice, type RoyaltyInput } from '@pod-portal/domain';
import type { BookDraft } from './book-draft.ts';

const cents = (text: string) => {
  const parsed = parsePrice(text);
  return parsed.ok ? parsed.cents : null;
};

/**
 * The draft as the domain's royalty calculation takes it, read the way the server reads the
 * calculator's payload (duplex in either market, B&W and perfect bound by default, ebooks
 * without conversion), so the breakdown adds up to the server's figures. Null until every
 * figure the calculation needs is chosen. An ISBN registration asked for is a once-off cost.
 */
export function toRoyaltyInput(draft: BookDraft): RoyaltyInput | null {
  const choices = bookChoices(draft);
  return choices && { ...choices, isbnNeeded: draft.isbnNeeded };
}

function bookChoices(draft: BookDraft): RoyaltyInput | null {
  const pages = draft.numPages;
  if (pages === null || draft.format === null) return null;
  if (draft.format === 'ebook') {
    const internationalPrice = cents(draft.internationalPrice);
    return internationalPrice === null
      ? null
      : { format: 'ebook', internationalPrice, conversionNeeded: false };
  }
  const localPrice = draft.isLocal ? cents(draft.localPrice) : null;
  const internationalPrice = draft.isInternational ? cents(draft.internationalPrice) : null;
  const missing =
    (!draft.isLocal && !draft.isInternational) ||
    (draft.isLocal && localPrice === null) ||
    (draft.isInternational && internationalPrice === null);
  if (missing) return null;
  if (draft.format === 'audiobook') {
    return {
      format: 'audiobook',
      pages,
      localPrice,
      internationalPrice,
      recordingNeeded: draft.recordingRequired,
    };
  }
  const choice = (
    price: number | null,
    paperTypeId: number | null,
    coverTypeId: number | null,
  ): PrintMarketChoice | null | undefined => {
    if (price === null) return null;
    return paperTypeId === null || coverTypeId === null
      ? undefined
      : { price, paperTypeId, coverTypeId };
  };
  const local = choice(localPrice, draft.localPaperType, draft.localCoverPaperType);
  const international = choice(
    internationalPrice,
    draft.internationalPaperType,
    draft.internationalCoverPaperType,
  );
  if (local === undefined || international === undefined) return null;
  return {
    format: 'print',
    pages,
    colour: draft.colour ?? 'B&W',
    bindingId: draft.binding ?? 'perfect-bound',
    local,
    international,
    options: draft.options,
  };
}
