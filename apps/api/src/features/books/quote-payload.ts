import type { BulkBook, ColourType } from '@pod-portal/domain';

/** The general-info book as `/user/getquote` receives it: a bulk CSV row's fields, plus the colour. */
export type QuotePayload = Partial<BulkBook> & { color?: ColourType | null };

/** A quote that passed the general-info rules. */
export type QuoteBook = BulkBook & { color: ColourType | null };
