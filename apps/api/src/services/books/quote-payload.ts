import type { BookFormat } from '@pod-portal/domain';
import type { RoyaltyPayload } from '../pricing/royalty-payload.ts';

/** The general-info book as `/user/getquote` receives it (the contract's QuoteInput). */
export interface QuotePayload extends RoyaltyPayload {
  book_title: string;
  format_type: BookFormat;
  isbn_is_required?: boolean;
  barcode_is_required?: boolean;
  /** Dashes and spaces removed by the portal; null when ISBN creation is requested. */
  isbn?: string | null;
  genre?: string | null;
  heavy_graphics?: boolean;
  voiceover_id?: number | null;
  nationality?: string | null;
  gender?: string | null;
  spine_id?: number | null;
  finish?: 'Matt' | 'Gloss' | null;
  height?: number | null;
  width?: number | null;
}
