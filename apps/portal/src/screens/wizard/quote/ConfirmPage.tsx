import {
  ISBN_EXISTS_MESSAGE,
  type PriceList,
  SOMETHING_WENT_WRONG_MESSAGE,
} from '@pod-portal/domain';
import { Alert } from '@pod-portal/ui';
import type { ReactNode } from 'react';
import { useBookDraft } from '../drafts/use-book-draft.ts';
import { StageActions } from '../frame/StageActions.tsx';
import { specificationRows } from './specification-rows.ts';
import { useGetQuote } from './use-get-quote.ts';

interface ConfirmPageProps {
  prices: PriceList;
  onBack: () => void;
  onQuoted: () => void;
}

/** Page 3 of general info: the specifications to confirm, then the quote. */
export function ConfirmPage({ prices, onBack, onQuoted }: ConfirmPageProps) {
  const { draft } = useBookDraft();
  const quote = useGetQuote(onQuoted);
  const failure =
    quote.error &&
    (quote.error.message === ISBN_EXISTS_MESSAGE
      ? ISBN_EXISTS_MESSAGE
      : SOMETHING_WENT_WRONG_MESSAGE);
  return (
    <div className="wizard-page">
      <h3>Confirm specifications</h3>
      <dl className="wizard-summary">
        {specificationRows(draft, prices).map(([term, value]) => (
          <Row key={term} term={term}>
            {value}
          </Row>
        ))}
      </dl>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <StageActions
        onBack={onBack}
        continueLabel="Get quote"
        onContinue={() => quote.mutate(draft)}
        isPending={quote.isPending}
      />
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
