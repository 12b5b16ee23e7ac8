import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';
import { userKey } from './user-key.ts';

/** GET /user/getuserbooks: the user's local and international books. */
export function userBooksQuery(pod: PodClient, userId: number) {
  return queryOptions({
    queryKey: userKey(userId, 'books', 'list'),
    queryFn: async () => {
      const { data, response } = await pod.books.list();
      if (!data) throw new Error(`Your books could not be loaded (HTTP ${response.status})`);
      return { localBooks: data.localBooks, internationalBooks: data.internationalBooks };
    },
  });
}
