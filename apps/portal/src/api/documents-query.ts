import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';
import { userKey } from './user-key.ts';

/**
 * GET /user/documents: the user's books' files, signed contracts and invoices, newest first,
 * and their monthly royalty statements.
 */
export function documentsQuery(pod: PodClient, userId: number) {
  return queryOptions({
    queryKey: userKey(userId, 'documents'),
    queryFn: async () => {
      const { data, response } = await pod.files.listDocuments();
      if (!data) throw new Error(`Your documents could not be loaded (HTTP ${response.status})`);
      return { documents: data.documents, statements: data.statements };
    },
    // The links are signed for an hour: a list older than that is fetched again.
    staleTime: 30 * 60_000,
  });
}
