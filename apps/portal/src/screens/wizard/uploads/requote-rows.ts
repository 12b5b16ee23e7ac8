import { formatMoney, toCents } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';

type RequoteOffer = components['schemas']['RequoteOffer'];
type RequoteFigures = components['schemas']['RequoteFigures'];

/** One line of the re-quote's side-by-side table: what it is, now and with the PDF's count. */
export interface RequoteRow {
  label: string;
  before: string;
  after: string;
}

const money = (value: string | null, currency: 'ZAR' | 'USD') => {
  const cents = value === null ? null : toCents(value);
  return cents === null ? '' : formatMoney(cents, currency);
};

/**
 * The re-quote's rows: pages, the print cost of one copy and the royalty per book in each market
 * the book is sold in, as quoted and with the PDF's page count (empty where it cannot be quoted).
 */
export function requoteRows(offer: RequoteOffer): RequoteRow[] {
  const row = (label: string, value: (figures: RequoteFigures) => string): RequoteRow => ({
    label,
    before: value(offer.before),
    after: offer.after ? value(offer.after) : '',
  });
  return [
    row('Pages', (figures) => String(figures.pages)),
    row('Printing cost of one copy', (figures) =>
      money(figures.printCost, offer.printCostCurrency),
    ),
    ...(offer.before.localRoyalty === null
      ? []
      : [row('Royalty per book sold locally', (figures) => money(figures.localRoyalty, 'ZAR'))]),
    ...(offer.before.internationRoyalty === null
      ? []
      : [
          row('Royalty per book sold internationally', (figures) =>
            money(figures.internationRoyalty, 'USD'),
          ),
        ]),
  ];
}
