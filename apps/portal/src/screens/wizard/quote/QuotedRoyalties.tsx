import { formatMoney, toCents } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import type { BookDraft } from '../drafts/book-draft.ts';

type QuoteResult = components['schemas']['QuoteResult'];

const amount = (value: string, currency: 'ZAR' | 'USD') => {
  const cents = toCents(value);
  return cents === null ? value : formatMoney(cents, currency);
};

/** The quote's royalty per book sold in each market, and a print book's printing cost. */
export function QuotedRoyalties({ quote, draft }: { quote: QuoteResult; draft: BookDraft }) {
  return (
    <table className="wizard-table">
      <caption>Your royalty per book sold</caption>
      <tbody>
        {quote.localBookId > 0 && (
          <tr>
            <th scope="row">Sold locally</th>
            <td>{amount(quote.localRoyalty, 'ZAR')}</td>
          </tr>
        )}
        {quote.internationalBookId > 0 && (
          <tr>
            <th scope="row">Sold internationally</th>
            <td>{amount(quote.internationRoyalty, 'USD')}</td>
          </tr>
        )}
        {draft.format === 'print' && (
          <tr>
            <th scope="row">Printing cost of one copy</th>
            <td>{amount(quote.totalCost, draft.isLocal ? 'ZAR' : 'USD')}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
