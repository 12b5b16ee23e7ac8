import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';

/** GET /user/viewuserinfo: the signed-in user's record (balance, cart, status flags). */
export function currentUserQuery(pod: PodClient) {
  return queryOptions({
    queryKey: ['users', 'current'],
    queryFn: async () => {
      const { data, response } = await pod.users.getCurrent();
      if (!data) throw new Error(`The user's record could not be loaded (HTTP ${response.status})`);
      return data;
    },
  });
}
