import { Alert, Button, EmptyState, Link } from '@pod-portal/ui';
import { useState } from 'react';
import { CartCoupon } from './CartCoupon.tsx';
import { CartTable } from './CartTable.tsx';
import { CartTotals } from './CartTotals.tsx';
import { type AppliedCoupon, checkoutSession } from './checkout-session.ts';
import { rand } from './rand.ts';
import { useCartTotals } from './use-cart-totals.ts';
import { usePayCart } from './use-pay-cart.ts';

/** /checkout/cart: each item's price, VAT, discount and final price, the totals, and paying. */
export function CartPage() {
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(checkoutSession.coupon);
  const { cart, items, totals } = useCartTotals(coupon);
  const changeCoupon = (next: AppliedCoupon | null) => {
    checkoutSession.setCoupon(next);
    setCoupon(next);
  };
  const { pay, paying, problem } = usePayCart({
    items,
    totals,
    coupon,
    cartReadAt: cart.dataUpdatedAt,
    onCouponRefused: () => changeCoupon(null),
  });

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
      {items.length === 0 ? (
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
          <CartTable items={items} lines={totals.lines} />
          <div className="app-checkout__summary">
            <CartTotals totals={totals} />
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
