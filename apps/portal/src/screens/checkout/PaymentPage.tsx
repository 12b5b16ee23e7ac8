import { centsToAmount, formatMoney, SUBMIT_FAILED_MESSAGE } from '@pod-portal/domain';
import { Alert, Button, Link, RadioGroup } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { paymentMethodStore } from '../wizard/index.ts';
import { checkoutSession } from './checkout-session.ts';
import { type PaypalCharge, PaypalDialog } from './PaypalDialog.tsx';
import type { PaymentMethod } from './payment-methods.ts';
import { postPaymentForm } from './post-payment-form.ts';
import { useCartTotals } from './use-cart-totals.ts';
import { useOfferedPaymentMethods } from './use-offered-payment-methods.ts';

/** A reference PayFast has not seen: `PF-`, the time, and a random part (it must be unique). */
const topUpReference = () =>
  `PF-${Date.now()}-${crypto.getRandomValues(new Uint32Array(1))[0]?.toString(36)}`;

/**
 * /checkout/payment: the part of the cart the balance does not cover, paid by card or EFT
 * through PayFast, or through PayPal (its modal shows the dollars charged first). The payment
 * tops up the balance; back on the success page it pays the cart.
 */
export function PaymentPage() {
  const { pod } = useRouteContext({ from: '__root__' });
  const user = useCurrentUser();
  const coupon = checkoutSession.coupon();
  const { cart, items, totals } = useCartTotals(coupon);
  // The method chosen in the wizard, if any, is offered first.
  const offered = useOfferedPaymentMethods();
  const [chosen, setMethod] = useState<PaymentMethod | ''>(paymentMethodStore.get);
  const method = offered.some((option) => option.value === chosen) ? chosen : '';
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [paypal, setPaypal] = useState<PaypalCharge | null>(null);

  const start = async () => {
    if (!method) {
      setProblem('Please choose how you want to pay.');
      return;
    }
    setProblem(null);
    setStarting(true);
    const [first] = items;
    try {
      const reference = topUpReference();
      const { data, outcome } = await pod.transactions.create({
        body: {
          transaction_ref: reference,
          amount: centsToAmount(totals.payable),
          coupon_id: coupon?.couponId ?? null,
          user_id: user?.id,
          user_book_id: first?.item.book_id ?? null,
          user_international_book_id: first?.item.international_book_id ?? null,
          payment_method: method,
        },
      });
      if (outcome.kind !== 'ok') {
        // The server's reason, such as a method this server does not offer or an amount too small.
        setProblem(outcome.description ?? SUBMIT_FAILED_MESSAGE);
        setStarting(false);
        return;
      }
      checkoutSession.setLastReference(reference);
      if (data?.paypal) {
        setPaypal(data.paypal);
        setStarting(false);
        return;
      }
      if (!data?.payment) throw new Error('The payment could not be started');
      postPaymentForm(data.payment.action, data.payment.fields);
    } catch {
      setProblem(SUBMIT_FAILED_MESSAGE);
      setStarting(false);
    }
  };

  if (cart.isPending) return <p role="status">Loading your cart…</p>;
  return (
    <div className="app-dashboard app-checkout">
      <h1>Payment</h1>
      {totals.payable === 0 ? (
        <>
          <p>Nothing is left to pay: your balance covers this cart.</p>
          <div className="app-actions">
            <Link href="/checkout/cart" variant="primary">
              Back to cart
            </Link>
          </div>
        </>
      ) : (
        <>
          <dl className="app-details" aria-label="Payment">
            <dt>Cart total</dt>
            <dd>{formatMoney(totals.total, 'ZAR')}</dd>
            <dt>Paid from your balance</dt>
            <dd>{formatMoney(totals.fromBalance, 'ZAR')}</dd>
            <dt>Amount to pay</dt>
            <dd className="app-checkout__payable">{formatMoney(totals.payable, 'ZAR')}</dd>
          </dl>
          {problem && <Alert variant="danger">{problem}</Alert>}
          <RadioGroup
            label="Payment method"
            description="You pay securely on PayFast's or PayPal's page and come back here when it is done."
            options={offered}
            value={method}
            onChange={(value) => setMethod(value as PaymentMethod)}
          />
          <div className="app-actions">
            <Link href="/checkout/cart" variant="secondary">
              Back to cart
            </Link>
            <Button isPending={starting} onPress={() => void start()}>
              Pay {formatMoney(totals.payable, 'ZAR')}
            </Button>
          </div>
          <PaypalDialog
            randCents={totals.payable}
            charge={paypal}
            onClose={() => setPaypal(null)}
          />
        </>
      )}
    </div>
  );
}
