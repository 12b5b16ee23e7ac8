import type { ColourType } from '../catalogue/colour-types.ts';
import type { BulkBook } from '../csv/bulk-book.ts';

/**
 * The calculator's choices as `/user/realtimeroyalty` and `/user/getquote` receive them (the
 * contract's PrintOptions): the fields of a bulk CSV row, all optional but the page count and
 * the markets, plus the interior colour.
 */
export type RoyaltyPayload = Pick<BulkBook, 'no_of_pages' | 'is_local' | 'is_international'> &
  Partial<BulkBook> & { color?: ColourType | null };
