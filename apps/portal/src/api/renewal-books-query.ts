import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';
import { userKey } from './user-key.ts';

/** GET /user/booksrenewal: the books whose contract must be re-signed (none when it fails). */
export function renewalBooksQuery(pod: PodClient, userId: number) {
  return queryOptions({
    queryKey: userKey(userId, 'contracts', 'renewal-books'),
    queryFn: async () => {
      const { data } = await pod.contracts.getBooksForRenewal();
      return data?.results ?? [];
    },
  });
}
