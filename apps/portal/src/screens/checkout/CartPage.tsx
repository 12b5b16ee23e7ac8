import {
  balancePaymentReference,
  CART_BOOK_NOT_FOUND_MESSAGE,
  formatMoney,
} from '@pod-portal/domain';
import { Alert, Button, EmptyState, Link, Table, type TableColumn } from '@pod-portal/ui';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { CartCoupon } from './CartCoupon.tsx';
import { type AppliedCoupon, checkoutSession } from './checkout-session.ts';
import { useCartTotals } from './use-cart-totals.ts';
import { useRefreshAfterPayment } from './use-refresh-after-payment.ts';

const rand = (cents: number) => formatMoney(cents, 'ZAR');

interface CartRow {
  id: number;
  product: string;
  book: string;
  price: string;
  vat: string;
  discount: string;
  finalPrice: string;
}

/** /checkout/cart: each item's price, VAT, discount and final price, the totals, and paying. */
export function CartPage() {
  const { pod } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const user = useCurrentUser();
  const refresh = useRefreshAfterPayment();
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(checkoutSession.coupon);
  const { cart, items, totals } = useCartTotals(coupon);
  const [problem, setProblem] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  // One reference per state of the cart: a retry of the same payment pays once.
  const reference = useMemo(
    () => balancePaymentReference(new Date(cart.dataUpdatedAt || Date.now())),
    [cart.dataUpdatedAt],
  );

  const changeCoupon = (next: AppliedCoupon | null) => {
    checkoutSession.setCoupon(next);
    setCoupon(next);
  };

  const remove = async (id: number) => {
    setRemoving(id);
    await pod.cart.removeItem({ params: { path: { cartItemId: id } } });
    await refresh();
    setRemoving(null);
  };

  const rows: CartRow[] = items.map(({ item, details }, index) => {
    const line = totals.lines[index];
    return {
      id: item.id,
      product: details?.name ?? '',
      book: item.local_book_name ?? item.international_book_name ?? CART_BOOK_NOT_FOUND_MESSAGE,
      price: line ? rand(line.price) : '',
      vat: line ? rand(line.vat) : '',
      discount: line ? rand(line.discount) : '',
      finalPrice: line ? rand(line.finalPrice) : '',
    };
  });
  const columns: readonly TableColumn<CartRow>[] = [
    { id: 'product', name: 'Product', cell: (row) => row.product, isRowHeader: true },
    { id: 'book', name: 'Book Name', cell: (row) => row.book },
    { id: 'price', name: 'Price', cell: (row) => row.price },
    { id: 'vat', name: 'VAT', cell: (row) => row.vat },
    { id: 'discount', name: 'Discount', cell: (row) => row.discount },
    { id: 'final', name: 'Final price', cell: (row) => row.finalPrice },
    {
      id: 'remove',
      name: <span className="app-visually-hidden">Remove</span>,
      cell: (row) => (
        <Button
          variant="secondary"
          aria-label={`Remove ${row.product}`}
          isPending={removing === row.id}
          onPress={() => void remove(row.id)}
        >
          Remove
        </Button>
      ),
    },
  ];

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
          total: totals.total / 100,
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
          changeCoupon(null);
          setProblem(result.outcome.description ?? 'Invalid coupon code applied');
          return;
        default:
          setProblem('Something went wrong - This may be due to your internet connection.');
      }
    } catch {
      setProblem('Something went wrong - This may be due to your internet connection.');
    } finally {
      setPaying(false);
    }
  };

  if (cart.isPending) return <p role="status">Loading your cart…</p>;
  if (cart.isError) {
    return (
      <Alert
        variant="danger"
        action={<Button onPress={() => void cart.refetch()}>Try again</Button>}
      >
        Your cart could not be loaded. Please try again later.
      </Alert>
    );
  }
  return (
    <div className="app-dashboard app-checkout">
      <h1>Cart</h1>
      {problem && <Alert variant="danger">{problem}</Alert>}
      {rows.length === 0 ? (
        <EmptyState
          title="Your cart is empty"
          action={
            <Link href="/books" variant="primary">
              Go to Your books
            </Link>
          }
        >
          Services you order for a book, such as cover design or ISBN creation, wait here until you
          pay for them.
        </EmptyState>
      ) : (
        <>
          <Table label="Cart items" columns={columns} rows={rows} />
          <div className="app-checkout__summary">
            <dl className="app-details" aria-label="Totals">
              <dt>Total excluding VAT</dt>
              <dd>{rand(totals.totalExcludingVat)}</dd>
              <dt>VAT (15%)</dt>
              <dd>{rand(totals.vat)}</dd>
              <dt>Total including VAT</dt>
              <dd>{rand(totals.totalIncludingVat)}</dd>
              {totals.couponDeduction > 0 && (
                <>
                  <dt>Coupon</dt>
                  <dd>- {rand(totals.couponDeduction)}</dd>
                </>
              )}
              <dt>Balance</dt>
              <dd>{rand(totals.balance)}</dd>
              <dt>Payable</dt>
              <dd className="app-checkout__payable">{rand(totals.payable)}</dd>
            </dl>
            <CartCoupon coupon={coupon} onChange={changeCoupon} />
          </div>
          <p>
            {totals.payable === 0
              ? 'Your balance covers this cart.'
              : `Your balance pays ${rand(totals.fromBalance)}; you pay the remaining ${rand(totals.payable)} by card or EFT.`}
          </p>
          <div className="app-actions">
            <Button isPending={paying} onPress={() => void pay()}>
              {totals.payable === 0 ? 'Pay from my balance' : 'Continue to payment'}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
