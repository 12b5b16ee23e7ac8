import { computeCart, parseCartItemMisc, toCartCoupon } from '@pod-portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { cartQuery } from '../../api/cart-query.ts';
import { balanceCentsOf } from '../../lib/format-balance.ts';
import { useCurrentUser, useUserId } from '../../session/use-current-user.ts';
import type { AppliedCoupon } from './checkout-session.ts';

/**
 * The cart and its sums by the domain's rule, the one the server pays by: each item's price,
 * discount, VAT and final price; the totals; the coupon; what the balance covers and what is
 * left to pay.
 */
export function useCartTotals(coupon: AppliedCoupon | null) {
  const { pod } = useRouteContext({ from: '__root__' });
  const cart = useQuery(cartQuery(pod, useUserId()));
  const balance = balanceCentsOf(useCurrentUser());
  const items = (cart.data?.cart ?? []).map((item) => {
    const misc = parseCartItemMisc(item.misc);
    return { item, details: misc.ok ? misc.value : null };
  });
  const totals = computeCart(
    items.flatMap((entry) => (entry.details ? [entry.details] : [])),
    balance,
    coupon ? toCartCoupon(coupon) : null,
  );
  return { cart, items, totals };
}

/** One item of the cart with what its misc says it is (null when unreadable). */
export type CartEntry = ReturnType<typeof useCartTotals>['items'][number];
