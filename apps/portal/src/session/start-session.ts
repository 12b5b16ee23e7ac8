import { currentUserQuery } from '../api/current-user-query.ts';
import type { AppContext } from '../app-context.ts';

/**
 * After a login or registration (the SDK has kept their tokens): forgets the previous user's
 * cached data, then loads and stores the new current user.
 */
export async function startSession({ pod, queryClient, currentUser }: AppContext): Promise<void> {
  queryClient.clear();
  currentUser.set(await queryClient.fetchQuery(currentUserQuery(pod)));
}
