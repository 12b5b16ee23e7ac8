import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';
import { userKey } from './user-key.ts';

/** GET /user/books/{bookId}/payees: who shares the book's royalty, and what it holds. */
export function bookPayeesQuery(pod: PodClient, userId: number, bookId: number) {
  return queryOptions({
    queryKey: userKey(userId, 'payees', bookId),
    queryFn: async () => {
      const { data } = await pod.payees.list({ params: { path: { bookId } } });
      if (!data) throw new Error(`the payees of book ${bookId} could not be loaded`);
      return data;
    },
  });
}

/** GET /user/shares: the royalty shares the user was invited to, newest first. */
export function royaltySharesQuery(pod: PodClient, userId: number) {
  return queryOptions({
    queryKey: userKey(userId, 'shares'),
    queryFn: async () => {
      const { data } = await pod.payees.listRoyaltyShares();
      if (!data) throw new Error('the royalty shares could not be loaded');
      return data.shares;
    },
  });
}
