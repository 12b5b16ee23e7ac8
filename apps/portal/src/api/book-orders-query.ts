import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';

/** GET /user/getordersperbook/{id}: the book's orders, empty when it has none (code 11). */
export function bookOrdersQuery(pod: PodClient, bookId: number) {
  return queryOptions({
    queryKey: ['orders', 'per-book', bookId],
    queryFn: async () => {
      const { data } = await pod.orders.listPerBook({ params: { path: { bookId } } });
      return data?.results ?? [];
    },
  });
}
