import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';
import { userKey } from './user-key.ts';

/** GET /user/viewusersbookinfo/{l}/{region}-{i}: one book's records and files (0 for a missing market). */
export function bookDetailQuery(
  pod: PodClient,
  userId: number,
  pair: {
    localBookId: number | null;
    internationalBookId: number | null;
    region: 'l' | 'i' | 'li';
  },
) {
  const localBookId = pair.localBookId ?? 0;
  const internationalBookId = pair.internationalBookId ?? 0;
  return queryOptions({
    queryKey: userKey(userId, 'books', 'detail', localBookId, pair.region, internationalBookId),
    queryFn: async () => {
      const { data, response } = await pod.books.get({
        params: { path: { localBookId, region: pair.region, internationalBookId } },
      });
      if (!data) throw new Error(`The book could not be loaded (HTTP ${response.status})`);
      return data;
    },
  });
}
