import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';

/**
 * GET /user/verifyaccount/{id}/{token}: true when the account was activated. The link is
 * single use, so the answer is kept for the page's life and never asked again.
 */
export function verifyAccountQuery(pod: PodClient, id: string, token: string) {
  return queryOptions({
    queryKey: ['users', 'verify', id, token],
    queryFn: async () => {
      const userId = Number(id);
      if (!Number.isInteger(userId) || userId < 1 || token === '') return false;
      const { data } = await pod.users.verifyAccount({ params: { path: { id: userId, token } } });
      return data?.statusCode === 0;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
