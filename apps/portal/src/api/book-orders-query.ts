import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';
import { userKey } from './user-key.ts';

/** GET /user/getordersperbook/{id}: the book's orders, empty when it has none (code 11). */
export function bookOrdersQuery(pod: PodClient, userId: number, bookId: number) {
  return queryOptions({
    queryKey: userKey(userId, 'orders', 'per-book', bookId),
    queryFn: async () => {
      const { data } = await pod.orders.listPerBook({ params: { path: { bookId } } });
      return data?.results ?? [];
    },
  });
}
