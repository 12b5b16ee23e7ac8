import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';
import { userKey } from './user-key.ts';

/** GET /user/gettransactions: the balance ledger, newest first. */
export function transactionsQuery(pod: PodClient, userId: number) {
  return queryOptions({
    queryKey: userKey(userId, 'transactions', 'list'),
    queryFn: async () => {
      const { data, response } = await pod.transactions.list({
        params: { query: { skip: 0, take: 100 } },
      });
      if (!data) throw new Error(`Your transactions could not be loaded (HTTP ${response.status})`);
      return data.results;
    },
  });
}
