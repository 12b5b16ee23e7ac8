import { INTERNATIONAL_PAYOUT_NOTE, PAYPAL_PAYOUT_NOTE } from '@pod-portal/domain';
import { Card, Link } from '@pod-portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { payoutsQuery } from '../../api/payouts-query.ts';
import { formatRand } from '../../lib/format-rand.ts';
import { useUserId } from '../../session/use-current-user.ts';
import { PayoutRequestForm } from './PayoutRequestForm.tsx';
import { PayoutsTable } from './PayoutsTable.tsx';

/** The balance, a payout asked for from it, and the author's payouts as staff pay them. */
export function PayoutsPage() {
  const { pod } = useRouteContext({ from: '__root__' });
  // Loaded by the route before the page shows (its pending and error states are the route's).
  const { data } = useSuspenseQuery(payoutsQuery(pod, useUserId()));
  return (
    <div className="app-dashboard">
      <h1>Payouts</h1>
      <div className="app-grid">
        <Card title="Balance" footer={<Link href="/transactions">Transactions</Link>}>
          <p className="app-balance" data-testid="payout-balance">
            {formatRand(data.balance)}
          </p>
          <p>
            The least you can ask for is {formatRand(data.minimum)}. Payouts are paid into the bank
            account on your Profile.
          </p>
          {data.destination === 'international' && <p>{INTERNATIONAL_PAYOUT_NOTE}</p>}
          {data.destination === 'paypal' && <p>{PAYPAL_PAYOUT_NOTE}</p>}
        </Card>
        <Card title="Ask for a payout">
          <PayoutRequestForm balance={data.balance} minimum={data.minimum} />
        </Card>
      </div>
      <section aria-labelledby="your-payouts">
        <h2 id="your-payouts">Your payouts</h2>
        <PayoutsTable payouts={data.payouts} />
      </section>
    </div>
  );
}
