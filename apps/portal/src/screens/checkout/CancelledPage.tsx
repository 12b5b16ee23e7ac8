import { Link } from '@pod-portal/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useReportedTransaction } from './use-reported-transaction.ts';

const route = getRouteApi('/checkout/cancelled');

/** /checkout/cancelled: PayFast's cancel return. The payment is marked cancelled; nothing was paid. */
export function CancelledPage() {
  const { token, tref } = route.useSearch();
  useReportedTransaction(tref, token, 'cancelled');
  return (
    <div className="app-dashboard app-checkout">
      <h1>Payment cancelled</h1>
      <p role="status">You cancelled the transaction</p>
      <p>Nothing was paid. Your cart is as you left it.</p>
      <div className="app-actions">
        <Link href="/checkout/cart" variant="primary">
          Back to cart
        </Link>
      </div>
    </div>
  );
}
