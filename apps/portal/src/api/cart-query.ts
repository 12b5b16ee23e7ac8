import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';
import { userKey } from './user-key.ts';

/** GET /user/getcart: the cart's items with the server's totals. */
export function cartQuery(pod: PodClient, userId: number) {
  return queryOptions({
    queryKey: userKey(userId, 'cart'),
    queryFn: async () => {
      const { data, response } = await pod.cart.listItems();
      if (!data) throw new Error(`Your cart could not be loaded (HTTP ${response.status})`);
      return data;
    },
  });
}
