import { Alert, Link } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { userKey } from '../../api/user-key.ts';
import { formatRand } from '../../lib/format-rand.ts';
import { useUserId } from '../../session/use-current-user.ts';
import { checkoutSession } from './checkout-session.ts';
import { useRefreshAfterPayment } from './use-refresh-after-payment.ts';
import { useReportedTransaction } from './use-reported-transaction.ts';

const route = getRouteApi('/checkout/success');

function Processed() {
  return (
    <>
      <Alert variant="success" title="Your items have been successfully processed">
        Your book is now in the proofing phase: we check it and let you know when it is ready. Your
        invoice is on its way to your email.
      </Alert>
      <div className="app-actions">
        <Link href="/books" variant="primary">
          Go to Your books
        </Link>
        <Link href="/transactions" variant="secondary">
          View transactions
        </Link>
      </div>
    </>
  );
}

/**
 * /checkout/success: a cart paid from the balance (`BAL-` reference) is done; after PayFast,
 * the page waits for PayFast's confirmation, then pays the cart with the topped-up balance.
 * The reference comes from the query or, without one, the last payment of this tab.
 */
export function SuccessPage() {
  const { pod } = useRouteContext({ from: '__root__' });
  const search = route.useSearch();
  const reference = search.tref ?? checkoutSession.lastReference() ?? undefined;
  const fromBalance = reference?.startsWith('BAL-') ?? false;
  const transaction = useReportedTransaction(
    fromBalance ? undefined : reference,
    search.token,
    'success',
  );
  const confirmed = transaction.data?.status === 'complete';
  const settled = useQuery({
    queryKey: userKey(useUserId(), 'settle', reference ?? ''),
    enabled: confirmed,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const result = await pod.transactions.settle({ body: { transaction_ref: reference ?? '' } });
      // Not confirmed by PayFast yet: asked again shortly.
      if (result.outcome.kind === 'paymentNotConfirmed') throw new Error('not confirmed yet');
      return { outcome: result.outcome, data: result.data };
    },
    retry: 5,
  });
  const refresh = useRefreshAfterPayment();
  const done = fromBalance || settled.data !== undefined;
  useEffect(() => {
    if (done) {
      checkoutSession.setCoupon(null);
      void refresh();
    }
  }, [done, refresh]);

  let body: React.ReactNode;
  if (fromBalance) {
    body = <Processed />;
  } else if (!reference || !search.token) {
    body = (
      <Alert variant="danger" title="We could not find your payment">
        Your transactions show every payment that reached your balance.
      </Alert>
    );
  } else if (transaction.isError) {
    body = <Alert variant="danger">This payment could not be found.</Alert>;
  } else if (transaction.data && ['cancelled', 'failed'].includes(transaction.data.status)) {
    body = (
      <Alert variant="danger" title={`This payment was ${transaction.data.status}`}>
        Nothing was paid. You can pay again from your cart.
      </Alert>
    );
  } else if (!settled.data) {
    body = (
      <p role="status">
        {settled.isError
          ? 'Something went wrong while paying your cart. Please open your cart and try again.'
          : 'Waiting for PayFast to confirm your payment…'}
      </p>
    );
  } else {
    const { outcome, data } = settled.data;
    body =
      outcome.kind === 'ok' ? (
        <Processed />
      ) : (
        <Alert
          variant="danger"
          title={`Your payment of ${formatRand(transaction.data?.amount ?? 0)} is in your balance`}
        >
          {outcome.kind === 'moreToPay'
            ? `Your cart now costs more: ${formatRand(data?.amountToPay ?? 0)} is still to pay.`
            : outcome.kind === 'couponInvalid'
              ? outcome.description
              : 'Your cart has nothing left to pay.'}{' '}
          <Link href="/checkout/cart">Open your cart</Link>
        </Alert>
      );
  }
  return (
    <div className="app-dashboard app-checkout">
      <h1>Payment</h1>
      {body}
    </div>
  );
}
