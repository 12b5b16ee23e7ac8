import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';
import { userKey } from './user-key.ts';

/** GET /user/payouts: the author's payouts, newest first, with the balance and the minimum. */
export function payoutsQuery(pod: PodClient, userId: number) {
  return queryOptions({
    queryKey: userKey(userId, 'payouts', 'list'),
    queryFn: async () => {
      const { data, response } = await pod.payouts.list();
      if (!data) throw new Error(`Your payouts could not be loaded (HTTP ${response.status})`);
      return data;
    },
  });
}
