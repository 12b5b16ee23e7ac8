import {
  type Currency,
  centsToDecimal,
  formatMoney,
  type PriceList,
  toCents,
} from '@pod-portal/domain';
import { Alert, MoneyField } from '@pod-portal/ui';
import { useRef, useState } from 'react';
import { scrollToFirstError } from '../../../forms/scroll-to-first-error.ts';
import { useBookDraft } from '../drafts/use-book-draft.ts';
import { StageActions } from '../frame/StageActions.tsx';
import { generalInfoErrors } from '../general-info/general-info-errors.ts';
import { NegativeRoyaltyDialog } from './NegativeRoyaltyDialog.tsx';
import { withPricedMarketsOnly } from './priced-markets.ts';
import { RoyaltyBreakdown } from './RoyaltyBreakdown.tsx';
import { estimatedRoyalties, isNegativeEstimate } from './royalty-figures.ts';
import { draftRoyaltyInput } from './royalty-input.ts';
import { priceAmount, toRoyaltyPayload } from './royalty-payload.ts';
import { type RoyaltyEstimate, useRoyaltyEstimate } from './use-royalty-estimate.ts';

const PRICE_FIELDS_BY_MARKET = {
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

interface CalculatorPageProps {
  prices: PriceList;
  continueLabel: string;
  onBack: () => void;
  onNext: () => void;
}

/** Page 2 of general info: the prices, the live royalty estimate and where the price goes. */
export function CalculatorPage({ prices, continueLabel, onBack, onNext }: CalculatorPageProps) {
  const { draft, patch } = useBookDraft();
  const ref = useRef<HTMLDivElement>(null);
  const [tried, setTried] = useState(false);
  const priced = withPricedMarketsOnly(draft);
  const pricedInput = priced && draftRoyaltyInput(priced, prices);
  const estimate = useRoyaltyEstimate(priced && pricedInput ? toRoyaltyPayload(priced) : null);
  const negative = isNegativeEstimate(estimate);
  const [dismissed, setDismissed] = useState<RoyaltyEstimate | null>(null);
  const royalties = estimatedRoyalties(estimate);
  const found = generalInfoErrors(draft, {
    paperTypes: prices.local.paperTypes,
    ...(royalties ? { estimatedRoyalties: royalties } : {}),
  });
  const isLocal = draft.isLocal && draft.format !== 'ebook';
  const isInternational = draft.isInternational || draft.format === 'ebook';
  const markets = [
    isLocal && PRICE_FIELDS_BY_MARKET.local,
    isInternational && PRICE_FIELDS_BY_MARKET.international,
  ].filter((market) => market !== false);
  return (
    <div className="wizard-page" ref={ref}>
      {markets.map(({ label, currency, draftField, errorField }) => {
        const error = tried ? found[errorField] : undefined;
        return (
          <MoneyField
            key={draftField}
            label={label}
            currency={currency}
            value={priceAmount(draft[draftField])}
            onChange={(amount) => patch({ [draftField]: amount === null ? '' : amount.toFixed(2) })}
            isInvalid={error !== undefined}
            errorMessage={error}
            validationBehavior="aria"
          />
        );
      })}
      <EstimateSummary
        estimate={estimate}
        isLocal={isLocal}
        isInternational={isInternational}
        pricedLocal={priced?.isLocal ?? false}
        pricedInternational={priced?.isInternational ?? false}
        isPrint={draft.format === 'print'}
      />
      <RoyaltyBreakdown draft={priced ?? draft} prices={prices} />
      <NegativeRoyaltyDialog
        isOpen={negative && dismissed !== estimate}
        onClose={() => setDismissed(estimate)}
        estimate={estimate}
        input={pricedInput}
        prices={prices}
        onUsePrices={(breakEven) =>
          patch(
            Object.fromEntries(
              breakEven.map(({ market, cents }) => [
                PRICE_FIELDS_BY_MARKET[market].draftField,
                centsToDecimal(cents),
              ]),
            ),
          )
        }
      />
      <StageActions
        onBack={onBack}
        continueLabel={continueLabel}
        onContinue={() => {
          setTried(true);
          const blocked = estimate.state !== 'ready' || Object.keys(found).length > 0;
          if (blocked) scrollToFirstError(ref.current);
          else onNext();
        }}
      />
    </div>
  );
}

function EstimateSummary({
  estimate,
  isLocal,
  isInternational,
  pricedLocal,
  pricedInternational,
  isPrint,
}: {
  estimate: RoyaltyEstimate;
  isLocal: boolean;
  isInternational: boolean;
  /** Whether the market's price is in: a market still without one says so. */
  pricedLocal: boolean;
  pricedInternational: boolean;
  isPrint: boolean;
}) {
  if (estimate.state === 'page-limit-exceeded') {
    return <Alert variant="danger">{estimate.description}</Alert>;
  }
  if (estimate.state === 'failed') {
    return <Alert variant="danger">Something went wrong</Alert>;
  }
  // The server's decimal strings ("-48.52", "2549.00") written as every amount is.
  const figure = (value: string | undefined, currency: Currency) => {
    const cents = value === undefined ? null : toCents(value);
    return cents === null ? '…' : formatMoney(cents, currency);
  };
  const ready = estimate.state === 'ready' ? estimate : undefined;
  return (
    <section className="wizard-estimate" aria-labelledby="estimate-title" aria-live="polite">
      <h3 id="estimate-title">Estimated royalty</h3>
      {estimate.state === 'idle' && <p>Enter your price to see your royalty.</p>}
      <dl className="wizard-summary">
        {isLocal && (
          <>
            <dt>Local royalty per book</dt>
            <dd data-testid="local-royalty">
              {pricedLocal ? figure(ready?.localRoyalty, 'ZAR') : 'Enter your local price'}
            </dd>
          </>
        )}
        {isInternational && (
          <>
            <dt>International royalty per book</dt>
            <dd data-testid="international-royalty">
              {pricedInternational
                ? figure(ready?.internationalRoyalty, 'USD')
                : 'Enter your international price'}
            </dd>
          </>
        )}
        {/* Print: the cost of one copy (in dollars for an international-only book); digital
            books: the once-off fees in rand, excluding VAT (the cart adds it). */}
        <dt>{isPrint ? 'Cost per book' : 'Once-off cost (excluding VAT)'}</dt>
        <dd data-testid="cost-per-book">
          {figure(ready?.totalCost, isPrint && !isLocal ? 'USD' : 'ZAR')}
        </dd>
      </dl>
    </section>
  );
}
