import { normaliseIsbn } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { toRoyaltyPayload } from '../calculator/royalty-payload.ts';
import type { BookDraft } from '../drafts/book-draft.ts';

type QuotePayload = components['schemas']['QuoteInput'];

/** The draft as `/user/getquote` takes it: the royalty choices plus the book's details. */
export function toQuotePayload(draft: BookDraft): QuotePayload {
  const { format, ...royalty } = toRoyaltyPayload(draft);
  const isPrint = format === 'print';
  return {
    ...royalty,
    book_title: draft.title.trim(),
    format_type: format,
    barcode_is_required: false,
    isbn: draft.isbnNeeded ? null : normaliseIsbn(draft.isbn),
    genre: draft.genre,
    heavy_graphics: format === 'ebook' && draft.heavyGraphics,
    voiceover_id: format === 'audiobook' && draft.recordingRequired ? draft.voiceArtistId : null,
    finish: isPrint ? draft.coverFinish : null,
    height: isPrint ? draft.height : null,
    width: isPrint ? draft.width : null,
  };
}
