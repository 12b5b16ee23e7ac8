import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';
import { userKey } from './user-key.ts';

/** GET /user/getsaleperbook/{id}: the book's sales summary (its first result), or null. */
export function bookSalesQuery(pod: PodClient, userId: number, bookId: number) {
  return queryOptions({
    queryKey: userKey(userId, 'sales', 'per-book', bookId),
    queryFn: async () => {
      const { data } = await pod.sales.getPerBook({ params: { path: { bookId } } });
      return data?.results[0] ?? null;
    },
  });
}
