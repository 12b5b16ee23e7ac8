import {
  balancePaymentReference,
  type CartTotals,
  centsToAmount,
  SUBMIT_FAILED_MESSAGE,
} from '@pod-portal/domain';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { type AppliedCoupon, checkoutSession } from './checkout-session.ts';
import type { CartEntry } from './use-cart-totals.ts';
import { useRefreshAfterPayment } from './use-refresh-after-payment.ts';

interface PayCartOptions {
  items: readonly CartEntry[];
  totals: CartTotals;
  coupon: AppliedCoupon | null;
  /** When the cart was last read: one payment reference per state of the cart. */
  cartReadAt: number;
  /** The server refused the coupon: the cart drops it. */
  onCouponRefused: () => void;
}

/**
 * Pays the cart from the balance (with an Idempotency-Key, so a retry of the same payment pays
 * once): then the success page; with more to pay, the payment page; a cart that changed, an
 * empty cart or a refused coupon is said in `problem`.
 */
export function usePayCart({ items, totals, coupon, cartReadAt, onCouponRefused }: PayCartOptions) {
  const { pod } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const user = useCurrentUser();
  const refresh = useRefreshAfterPayment();
  const [problem, setProblem] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // One reference per state of the cart: a retry of the same payment pays once.
  const reference = useMemo(
    () => balancePaymentReference(new Date(cartReadAt || Date.now())),
    [cartReadAt],
  );

  const pay = async () => {
    setProblem(null);
    setPaying(true);
    try {
      const result = await pod.cart.pay({
        params: { header: { 'Idempotency-Key': reference } },
        body: {
          book_ids: items.flatMap(({ item }) => (item.book_id ? [item.book_id] : [])),
          international_book_ids: items.flatMap(({ item }) =>
            item.international_book_id ? [item.international_book_id] : [],
          ),
          total: centsToAmount(totals.total),
          user_id: user?.id,
          reference,
          coupon_id: coupon?.couponId ?? null,
        },
      });
      switch (result.outcome.kind) {
        case 'ok':
          checkoutSession.setCoupon(null);
          checkoutSession.setLastReference(reference);
          await refresh();
          await navigate({ to: '/checkout/success', search: { tref: reference } });
          return;
        case 'moreToPay':
          await navigate({ to: '/checkout/payment' });
          return;
        // A book no longer the author's (deleted) is a cart that changed too.
        case 'cartChanged':
        case 'notFound':
          await refresh();
          setProblem('Your cart has changed. Please check the new total and pay again.');
          return;
        case 'cartEmpty':
          await refresh();
          setProblem('Your cart is empty.');
          return;
        case 'couponInvalid':
          onCouponRefused();
          setProblem(result.outcome.description ?? 'Invalid coupon code applied');
          return;
        default:
          setProblem(SUBMIT_FAILED_MESSAGE);
      }
    } catch {
      setProblem(SUBMIT_FAILED_MESSAGE);
    } finally {
      setPaying(false);
    }
  };

  return { pay, paying, problem };
}
