import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';
import { userKey } from './user-key.ts';

/** GET /user/getbookorders?skip=0&take=100: the orders of all the user's books (code 11: none). */
export function ordersQuery(pod: PodClient, userId: number) {
  return queryOptions({
    queryKey: userKey(userId, 'orders', 'list'),
    queryFn: async () => {
      const { data, response } = await pod.orders.list({
        params: { query: { skip: 0, take: 100 } },
      });
      if (!data) throw new Error(`Your orders could not be loaded (HTTP ${response.status})`);
      return data.statusCode === 11 ? [] : data.results;
    },
  });
}
