import { formatIsoDate } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';

type Order = components['schemas']['Order'];

export interface OrderFilter {
  /** Matched, ignoring case, against the product title, the customer and the sale status. */
  text: string;
  /** yyyy-MM-dd, inclusive; null for no bound. */
  from: string | null;
  to: string | null;
}

/** The moment an order was made (createdAt, else order_date). */
export function orderedAt(order: Order): Date {
  return new Date(order.createdAt ?? order.order_date);
}

/** The orders matching the search text and lying within the from/to days (product time zone). */
export function filterOrders(orders: readonly Order[], { text, from, to }: OrderFilter): Order[] {
  const needle = text.trim().toLowerCase();
  return orders.filter((order) => {
    const haystack =
      `${order.product_title}\n${order.customer}\n${order.sale_status}`.toLowerCase();
    if (needle && !haystack.includes(needle)) return false;
    const day = formatIsoDate(orderedAt(order));
    return (from === null || day >= from) && (to === null || day <= to);
  });
}
