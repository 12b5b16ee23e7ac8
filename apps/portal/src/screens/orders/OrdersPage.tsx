import { Button, DatePicker, EmptyState, Link, SearchField } from '@pod-portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import type { DateValue } from 'react-aria-components';
import { ordersQuery } from '../../api/orders-query.ts';
import { useUserId } from '../../session/use-current-user.ts';
import { filterOrders } from './filter-orders.ts';
import { OrderCard } from './OrderCard.tsx';

/** Orders show 12 at a time; Load More adds 12. */
const PAGE_SIZE = 12;

/** The orders of all the user's books, searchable and filtered by date, 12 at a time. */
export function OrdersPage() {
  const { pod } = useRouteContext({ from: '__root__' });
  // Loaded by the route before the page shows (its pending and error states are the route's).
  const orders = useSuspenseQuery(ordersQuery(pod, useUserId()));
  const [text, setText] = useState('');
  const [from, setFrom] = useState<DateValue | null>(null);
  const [to, setTo] = useState<DateValue | null>(null);
  const [shown, setShown] = useState(PAGE_SIZE);
  const matching = filterOrders(orders.data, {
    text,
    from: from?.toString() ?? null,
    to: to?.toString() ?? null,
  });
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setShown(PAGE_SIZE);
    };

  return (
    <div className="app-dashboard">
      <h1>Orders</h1>
      <p>
        <Link href="/sales">Sales and payouts</Link>: your royalties per book and per month, and the
        next payout.
      </p>
      {orders.data.length === 0 && (
        <EmptyState title="You don't have any orders yet">
          When customers buy your books on the marketplace, their orders appear here with their
          status and a link to the product page.
        </EmptyState>
      )}
      {orders.data.length > 0 && (
        <>
          <search className="app-filters" aria-label="Filter orders">
            <SearchField
              label="Search"
              description="Product title, customer or sale status"
              value={text}
              onChange={refilter(setText)}
            />
            <DatePicker label="From" value={from} onChange={refilter(setFrom)} />
            <DatePicker label="To" value={to} onChange={refilter(setTo)} />
            <Button
              variant="secondary"
              onPress={() => {
                setText('');
                setFrom(null);
                setTo(null);
                setShown(PAGE_SIZE);
              }}
            >
              Clear Filters
            </Button>
          </search>
          <p role="status">
            {matching.length === 0
              ? 'No orders match your filters.'
              : `Showing ${Math.min(shown, matching.length)} of ${matching.length} orders`}
          </p>
          <ul className="app-grid app-orders">
            {matching.slice(0, shown).map((order) => (
              <li key={order.order_id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
          {matching.length > shown && (
            <Button variant="secondary" onPress={() => setShown((count) => count + PAGE_SIZE)}>
              Load More
            </Button>
          )}
        </>
      )}
    </div>
  );
}
