import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';

/** GET /user/booksrenewal: the books whose contract must be re-signed (none when it fails). */
export function renewalBooksQuery(pod: PodClient) {
  return queryOptions({
    queryKey: ['contracts', 'renewal-books'],
    queryFn: async () => {
      const { data } = await pod.contracts.getBooksForRenewal();
      return data?.results ?? [];
    },
  });
}
