import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';

/**
 * The access token for file links (`?jwt=`): viewers, images and downloads cannot send the
 * Authorization header. Asked again after a minute so links do not outlive a refreshed token.
 */
export function accessTokenQuery(pod: PodClient) {
  return queryOptions({
    queryKey: ['session', 'access-token'],
    queryFn: async () => (await pod.session.accessToken()) ?? '',
    staleTime: 60_000,
  });
}
