import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';
import { userKey } from '../api/user-key.ts';

/** GET /user/usersignature: the signature the author kept for later signings, or null. */
export function savedSignatureQuery(pod: PodClient, userId: number) {
  return queryOptions({
    queryKey: userKey(userId, 'contracts', 'saved-signature'),
    queryFn: async () => (await pod.contracts.getSavedSignature()).data?.fileData ?? null,
  });
}
