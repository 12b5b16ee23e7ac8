import { API_CODES, centsToAmount, SUCCESS } from '@pod-portal/domain';
import type { OrderRow } from './list-orders.ts';

/** An order line in the contract's `Order` shape (money in rand). */
function toWireOrder(row: OrderRow) {
  const date = row.createdAt.toISOString();
  return {
    order_id: row.orderId,
    book_id: row.bookId,
    createdAt: date,
    order_date: date,
    customer: row.customer,
    sale_status: row.saleStatus,
    selling_price: centsToAmount(row.sellingPriceCents),
    quantity: row.quantity,
    product_title: row.productTitle,
    takealot_url: row.takealotUrl,
  };
}

/** The `OrdersResult` answer: `statusCode` 11 (still HTTP 200) when there are no orders at all. */
export function ordersAnswer({ rows, count }: { rows: OrderRow[]; count: number }) {
  if (count === 0)
    return {
      statusCode: API_CODES.noOrders.code,
      description: 'No orders found',
      results: [],
      count,
    };
  return { ...SUCCESS, results: rows.map(toWireOrder), count };
}
