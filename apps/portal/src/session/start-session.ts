import { currentUserQuery } from '../api/current-user-query.ts';
import type { AppContext } from './app-context.ts';
import { dropDraftsOfOthers } from './kept-drafts.ts';

/**
 * After a login or registration (the SDK has kept their tokens): forgets the previous user's
 * cached data, then loads and stores the new current user; wizard drafts a forced logout kept
 * for someone else are dropped.
 */
export async function startSession({ pod, queryClient, currentUser }: AppContext): Promise<void> {
  queryClient.clear();
  const user = await queryClient.fetchQuery(currentUserQuery(pod));
  currentUser.set(user);
  dropDraftsOfOthers(user.id);
}
