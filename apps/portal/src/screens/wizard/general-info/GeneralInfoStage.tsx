import type { PriceList } from '@pod-portal/domain';
import { Alert } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { priceListQuery } from '../../../api/price-list-query.ts';
import { scrollToFirstError } from '../../../forms/scroll-to-first-error.ts';
import { useStoredValue } from '../../../lib/stored-value.ts';
import { CalculatorPage } from '../calculator/CalculatorPage.tsx';
import { useBookDraft } from '../drafts/use-book-draft.ts';
import { generalInfoPageStore, quoteStore } from '../drafts/wizard-stores.ts';
import { LeaveModal } from '../frame/LeaveModal.tsx';
import { StageActions } from '../frame/StageActions.tsx';
import type { StageProps } from '../frame/stage-props.ts';
import { useLeavePrompt } from '../frame/use-leave-prompt.ts';
import { markCompleted, useWizardNavigation } from '../frame/use-wizard-navigation.ts';
import { ConfirmPage } from '../quote/ConfirmPage.tsx';
import { QuotePage } from '../quote/QuotePage.tsx';
import { DetailsPage } from './DetailsPage.tsx';
import { type FieldErrors, generalInfoErrors, PRICE_FIELDS } from './general-info-errors.ts';
import { useIsbnInUse } from './use-isbn-check.ts';

/**
 * General info in four pages (details, calculator, confirm, the quote), the page kept in storage so a
 * reload stays on it. Back goes down one page; on the first page, and on the browser's back
 * button, a modal offers the dashboard.
 */
export function GeneralInfoStage({ base, continueLabel }: StageProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  const prices = useQuery(priceListQuery(pod));
  const [page, setPage] = useStoredValue(generalInfoPageStore);
  const [quote] = useStoredValue(quoteStore);
  const { goTo, goHome } = useWizardNavigation(base);
  const prompt = useLeavePrompt(() => void goHome());
  const modal = <LeaveModal isOpen={prompt.isOpen} onStay={prompt.stay} onLeave={prompt.leave} />;
  if (prices.isError) return <Alert variant="danger">Something went wrong</Alert>;
  if (!prices.data) return <p role="status">Loading the price list…</p>;
  if (page === 'calculator') {
    return (
      <>
        <CalculatorPage
          prices={prices.data}
          continueLabel={continueLabel}
          onBack={() => setPage('details')}
          onNext={() => {
            markCompleted('calculator');
            setPage('confirm');
          }}
        />
        {modal}
      </>
    );
  }
  if (page === 'quote' && quote) {
    return (
      <>
        <QuotePage
          quote={quote}
          prices={prices.data}
          continueLabel={continueLabel}
          onBack={() => setPage('confirm')}
          onNext={() => {
            markCompleted('confirm-details');
            markCompleted('general-info');
            setPage('details');
            void goTo('publisher-info');
          }}
        />
        {modal}
      </>
    );
  }
  if (page === 'confirm' || page === 'quote') {
    return (
      <>
        <ConfirmPage
          prices={prices.data}
          onBack={() => setPage('calculator')}
          onQuoted={() => setPage('quote')}
        />
        {modal}
      </>
    );
  }
  return (
    <>
      <DetailsStep
        prices={prices.data}
        continueLabel={continueLabel}
        onBack={prompt.ask}
        onNext={() => {
          markCompleted('general-info');
          setPage('calculator');
        }}
      />
      {modal}
    </>
  );
}

function DetailsStep({
  prices,
  continueLabel,
  onBack,
  onNext,
}: {
  prices: PriceList;
  continueLabel: string;
  onBack: () => void;
  onNext: () => void;
}) {
  const { draft } = useBookDraft();
  const ref = useRef<HTMLDivElement>(null);
  // The fields found wrong at the last Continue: they show their messages (and lose them once
  // put right); a field revealed since, by choosing a format say, waits for the next Continue.
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(new Set());
  const isbnInUse = useIsbnInUse(draft.isbn, draft.isbnNeeded);
  const found = detailErrors(generalInfoErrors(draft, { paperTypes: prices.local.paperTypes }));
  const shown = Object.fromEntries(Object.entries(found).filter(([field]) => flagged.has(field)));
  return (
    <div ref={ref}>
      <DetailsPage prices={prices} errors={shown} />
      <StageActions
        onBack={onBack}
        continueLabel={continueLabel}
        onContinue={() => {
          setFlagged(new Set(Object.keys(found)));
          if (Object.keys(found).length > 0 || isbnInUse) scrollToFirstError(ref.current);
          else onNext();
        }}
      />
    </div>
  );
}

/** The details page's messages: every rule but the prices (they are on the calculator). */
function detailErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => !PRICE_FIELDS.includes(field)),
  );
}
