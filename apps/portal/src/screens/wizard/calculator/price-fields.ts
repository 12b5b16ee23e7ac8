import { type Cents, centsToDecimal, type Market } from '@pod-portal/domain';
import type { BookDraft } from '../drafts/book-draft.ts';

/** Each market's price field: its label, currency, where the draft keeps it, its error's name. */
export const PRICE_FIELDS_BY_MARKET = {
  local: {
    label: 'Local price',
    currency: 'ZAR',
    draftField: 'localPrice',
    errorField: 'bookPrice',
  },
  international: {
    label: 'International price',
    currency: 'USD',
    draftField: 'internationalPrice',
    errorField: 'internationalBookPrice',
  },
} as const;

/** The draft's prices set to the break-even ones the negative royalty modal offers. */
export function breakEvenPrices(
  breakEven: readonly { market: Market; cents: Cents }[],
): Partial<BookDraft> {
  return Object.fromEntries(
    breakEven.map(({ market, cents }) => [
      PRICE_FIELDS_BY_MARKET[market].draftField,
      centsToDecimal(cents),
    ]),
  );
}
