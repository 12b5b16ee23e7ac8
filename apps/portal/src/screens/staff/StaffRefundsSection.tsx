import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { RefundPaymentCard } from './RefundPaymentCard.tsx';
import { staffCartPaymentsQuery } from './staff-queries.ts';

/** One author's cart payments, where staff refund a whole payment or chosen lines. */
export function StaffRefundsSection({ authorId }: { authorId: number }) {
  const { pod } = useRouteContext({ from: '__root__' });
  const list = useQuery(staffCartPaymentsQuery(pod, authorId));
  return (
    <section className="staff-section" aria-labelledby="staff-refunds">
      <h2 id="staff-refunds">Cart payments and refunds</h2>
      {list.isPending ? (
        <p role="status">Loading cart payments…</p>
      ) : !list.data ? (
        <p role="alert">The cart payments could not be loaded. Please try again later.</p>
      ) : list.data.payments.length === 0 ? (
        <p className="staff-muted">This author has not paid a cart yet.</p>
      ) : (
        list.data.payments.map((payment) => (
          <RefundPaymentCard key={payment.id} payment={payment} />
        ))
      )}
    </section>
  );
}
