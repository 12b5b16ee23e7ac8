import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';

/** The current user's query: the one place the signed-in user's record lives. */
export const CURRENT_USER_KEY = ['session', 'current-user'] as const;

/** GET /user/viewuserinfo: the signed-in user's record (balance, cart, status flags). */
export function currentUserQuery(pod: PodClient) {
  return queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: async () => {
      const { data, response } = await pod.users.getCurrent();
      if (!data) throw new Error(`The user's record could not be loaded (HTTP ${response.status})`);
      return data;
    },
  });
}
