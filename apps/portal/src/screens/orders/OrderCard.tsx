import { formatDateTime, orderStatusColour } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Card, Link } from '@pod-portal/ui';
import { formatRand } from '../../lib/format-rand.ts';
import { orderedAt } from './filter-orders.ts';

type Order = components['schemas']['Order'];

/** One order: product, when, who, its status in colour, price, quantity and the retail page. */
export function OrderCard({ order }: { order: Order }) {
  return (
    <Card
      title={order.product_title}
      footer={
        <Link href={order.takealot_url} target="_blank" rel="noopener noreferrer">
          View Product
        </Link>
      }
    >
      <p className="app-order-date">{formatDateTime(orderedAt(order))}</p>
      <dl className="app-details">
        <div className="app-details__row">
          <dt>Customer</dt>
          <dd>{order.customer}</dd>
        </div>
        <div className="app-details__row">
          <dt>Sale Status</dt>
          <dd className="app-sale-status" data-colour={orderStatusColour(order.sale_status)}>
            {order.sale_status}
          </dd>
        </div>
        <div className="app-details__row">
          <dt>Selling Price</dt>
          <dd>{formatRand(order.selling_price)}</dd>
        </div>
        <div className="app-details__row">
          <dt>Quantity Ordered</dt>
          <dd>{order.quantity}</dd>
        </div>
      </dl>
    </Card>
  );
}
