import { type Currency, formatMoney, toCents } from '@pod-portal/domain';
import { Alert } from '@pod-portal/ui';
import type { RoyaltyEstimate } from './use-royalty-estimate.ts';

/** The estimate: the royalty per book in each market and the cost, or why there is none. */
export function EstimateSummary({
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
