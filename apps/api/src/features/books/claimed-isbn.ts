import { normaliseIsbn } from '@pod-portal/domain';
import type { QuoteBook } from './quote-payload.ts';

/** The ISBN a quote claims: none when the author asked for one to be created. */
export const claimedIsbn = (book: QuoteBook): string | null =>
  book.isbn_is_required || !book.isbn ? null : normaliseIsbn(book.isbn);
