import { type CostLine, formatMoney, type PriceList } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { COST_PART_NAMES } from './cost-part-names.ts';
import { onceOffCosts } from './once-off-costs.ts';
import { QuotedRoyalties } from './QuotedRoyalties.tsx';
import { StageActions } from './StageActions.tsx';
import { useBookDraft } from './use-book-draft.ts';

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
 * costs with what is due at checkout (nothing is charged before then).
 */
export function QuotePage({ quote, prices, continueLabel, onBack, onNext }: QuotePageProps) {
  const { draft } = useBookDraft();
  const onceOff: CostLine[] = onceOffCosts(draft, prices);
  const due = onceOff.reduce((sum, line) => sum + line.amount, 0);
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
          {onceOff.map((line) => (
            <tr key={line.part}>
              <th scope="row">{COST_PART_NAMES[line.part]}</th>
              <td>{formatMoney(line.amount, 'ZAR')}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Due at checkout</th>
            <td>{formatMoney(due, 'ZAR')}</td>
          </tr>
        </tbody>
      </table>
      <StageActions onBack={onBack} continueLabel={continueLabel} onContinue={onNext} />
    </div>
  );
}
