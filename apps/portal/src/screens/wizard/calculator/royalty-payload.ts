import {
  centsToAmount,
  type RoyaltyPayload as DomainRoyaltyPayload,
  parsePrice,
} from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import type { BookDraft } from '../drafts/book-draft.ts';

type RoyaltyPayload = components['schemas']['RoyaltyInput'];

/** A typed price as the API takes it (rand or dollars, 2 decimals), or null when unreadable. */
export function priceAmount(text: string): number | null {
  const parsed = parsePrice(text);
  return parsed.ok ? centsToAmount(parsed.cents) : null;
}

/**
 * The draft as `/user/realtimeroyalty` (and the royalty part of `/user/getquote`) take it.
 * An ebook is international only; a market not chosen sends no price or paper. It is also
 * the domain's payload, so the portal reads it the way the server does.
 */
export function toRoyaltyPayload(draft: BookDraft): RoyaltyPayload & DomainRoyaltyPayload {
  const format = draft.format ?? 'print';
  const isLocal = draft.isLocal && format !== 'ebook';
  const isInternational = draft.isInternational || format === 'ebook';
  const isPrint = format === 'print';
  return {
    no_of_pages: draft.numPages ?? 0,
    format,
    is_local: isLocal,
    is_international: isInternational,
    l_paper_type_id: isLocal && isPrint ? draft.localPaperType : null,
    l_cover_type_id: isLocal && isPrint ? draft.localCoverPaperType : null,
    i_paper_type_id: isInternational && isPrint ? draft.internationalPaperType : null,
    i_cover_type_id: isInternational && isPrint ? draft.internationalCoverPaperType : null,
    local_price: isLocal ? priceAmount(draft.localPrice) : null,
    international_price: isInternational ? priceAmount(draft.internationalPrice) : null,
    nationality: format === 'audiobook' ? draft.voiceAccent : null,
    gender: format === 'audiobook' ? draft.voiceGender : null,
    spine_id: draft.spineId,
    color: isPrint ? draft.colour : null,
    bind: isPrint ? draft.binding : null,
    spot_uv: isPrint && draft.options.spotUv,
    duplex_needed: isPrint && isLocal && draft.options.duplex,
    i_duplex_covered: isPrint && isInternational && draft.options.duplex,
    soft_touch_matt_lamination: isPrint && draft.options.softTouchMattLamination,
    spiral_bound: isPrint && draft.options.spiralBound,
    perforation: isPrint && draft.options.perforation,
    recording_needed: format === 'audiobook' && draft.recordingRequired,
    isbn_is_required: draft.isbnNeeded,
  };
}
