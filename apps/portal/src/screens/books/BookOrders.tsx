import { formatDateTime, orderStatusColour } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Link, Table, type TableColumn } from '@pod-portal/ui';
import { formatRand } from '../../lib/format-rand.ts';

type Order = components['schemas']['Order'];

const COLUMNS: readonly TableColumn<Order & { id: number }>[] = [
  {
    id: 'date',
    name: 'Date',
    cell: (order) => formatDateTime(new Date(order.createdAt ?? order.order_date)),
  },
  { id: 'customer', name: 'Customer', cell: (order) => order.customer, isRowHeader: true },
  {
    id: 'status',
    name: 'Sale Status',
    cell: (order) => (
      <span className="app-sale-status" data-colour={orderStatusColour(order.sale_status)}>
        {order.sale_status}
      </span>
    ),
  },
  {
    id: 'price',
    name: 'Selling Price',
    cell: (order) => formatRand(order.selling_price),
  },
  { id: 'quantity', name: 'Quantity Ordered', cell: (order) => order.quantity },
  {
    id: 'product',
    name: 'Product',
    cell: (order) => <Link href={order.takealot_url}>View Product</Link>,
  },
];

/** The book's orders. */
export function BookOrders({ orders }: { orders: readonly Order[] }) {
  const rows = orders.map((order) => ({ ...order, id: order.order_id }));
  return <Table label="Orders of this book" columns={COLUMNS} rows={rows} />;
}
