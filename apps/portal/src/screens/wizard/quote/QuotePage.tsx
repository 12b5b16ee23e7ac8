import { computeCart, formatMoney, type PriceList } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { useBookDraft } from '../drafts/use-book-draft.ts';
import { StageActions } from '../frame/StageActions.tsx';
import { onceOffCosts } from './once-off-costs.ts';
import { QuotedRoyalties } from './QuotedRoyalties.tsx';

type QuoteResult = components['schemas']['QuoteResult'];

interface QuotePageProps {
  quote: QuoteResult;
  prices: PriceList;
  continueLabel: string;
  onBack: () => void;
  onNext: () => void;
}

/**
 * After Get quote: what the author has been quoted, before going on. The book's references in
 * Your books, the royalty per book in each market, the printing cost of a copy, and the once-off
 * costs (excluding VAT) with what is due at checkout: the same charges the cart receives, with
 * the VAT the cart adds (nothing is charged before then).
 */
export function QuotePage({ quote, prices, continueLabel, onBack, onNext }: QuotePageProps) {
  const { draft } = useBookDraft();
  const onceOff = onceOffCosts(draft, prices);
  const due = computeCart(onceOff, 0);
  const references = [
    quote.localBookId > 0 && 'locally', // the markets it is sold in, never the records' ids
    quote.internationalBookId > 0 && 'internationally',
  ].filter((reference) => reference !== false);
  return (
    <div className="wizard-page">
      <h3>Your quote</h3>
      <p>
        {draft.title} is saved in Your books as a quote, sold {references.join(' and ')}. Nothing is
        charged until you check out.
      </p>
      <QuotedRoyalties quote={quote} draft={draft} />
      <table className="wizard-table">
        <caption>Once-off costs</caption>
        <tbody>
          {onceOff.map((charge) => (
            <tr key={charge.service}>
              <th scope="row">{charge.name}</th>
              <td>{formatMoney(charge.cost, 'ZAR')}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">VAT (15%)</th>
            <td>{formatMoney(due.vat, 'ZAR')}</td>
          </tr>
          <tr>
            <th scope="row">Due at checkout</th>
            <td>{formatMoney(due.totalIncludingVat, 'ZAR')}</td>
          </tr>
        </tbody>
      </table>
      <StageActions onBack={onBack} continueLabel={continueLabel} onContinue={onNext} />
    </div>
  );
}
