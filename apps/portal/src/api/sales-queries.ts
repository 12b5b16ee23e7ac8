import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';
import { userKey } from './user-key.ts';

/** GET /user/getallsale and /user/salesbymonth: sales per book and per month. */
export function salesQuery(pod: PodClient, userId: number) {
  return queryOptions({
    queryKey: userKey(userId, 'sales', 'overview'),
    queryFn: async () => {
      const [books, months] = await Promise.all([pod.sales.getAll(), pod.sales.getByMonth()]);
      if (!books.data || !months.data)
        throw new Error(`Your sales could not be loaded (HTTP ${books.response.status})`);
      return { books: books.data.results, months: months.data.months };
    },
  });
}
