import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { currentUserQuery } from '../api/current-user-query.ts';

/**
 * Reloads the user's record on signed-in pages; the record lands in the query cache, which is
 * the current user itself (`cachedCurrentUserStore`).
 */
export function useSyncedCurrentUser(): void {
  const { pod } = useRouteContext({ from: '__root__' });
  useQuery(currentUserQuery(pod));
}
