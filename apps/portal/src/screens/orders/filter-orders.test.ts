import type { components } from '@pod-portal/sdk';
import { describe, expect, it } from 'vitest';
import { filterOrders } from './filter-orders.ts';

type Order = components['schemas']['Order'];

const order = (id: number, createdAt: string): Order => ({
  order_id: id,
  book_id: 1,
  createdAt,
  order_date: createdAt,
  customer: 'Anna',
  sale_status: 'shipped to customer',
  selling_price: 100,
  quantity: 1,
  product_title: 'Karoo',
  takealot_url: 'https://www.takealot.com/x',
});

describe('filterOrders', () => {
  const orders = [
    order(1, '2026-11-01T08:00:00Z'),
    // 23:30 UTC on the 10th is already the 11th in South Africa.
    order(2, '2026-11-10T23:30:00Z'),
    order(3, '2026-11-20T08:00:00Z'),
  ];
  const ids = (list: Order[]) => list.map((o) => o.order_id);

  it('keeps the days from..to inclusive, in the product time zone', () => {
    expect(ids(filterOrders(orders, { text: '', from: '2026-11-11', to: '2026-11-20' }))).toEqual([
      2, 3,
    ]);
    expect(ids(filterOrders(orders, { text: '', from: null, to: '2026-11-10' }))).toEqual([1]);
  });

  it('keeps everything without filters', () => {
    expect(ids(filterOrders(orders, { text: '  ', from: null, to: null }))).toEqual([1, 2, 3]);
  });
});
