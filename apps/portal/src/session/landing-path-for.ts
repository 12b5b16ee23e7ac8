import type { UserRoute } from '@pod-portal/domain';
import type { CurrentUser } from '../api/current-user.ts';
import { renewalBooksQuery } from '../api/renewal-books-query.ts';
import type { AppContext } from './app-context.ts';
import { routeForStoredUser } from './stored-user.ts';

/**
 * Where the account's state sends a signed-in user before any page (the domain's rule); the
 * renewal books are only asked for when the user must re-sign contracts.
 */
export async function landingPathFor(
  user: CurrentUser,
  { pod, queryClient }: Pick<AppContext, 'pod' | 'queryClient'>,
): Promise<UserRoute> {
  const renewalBookCount =
    user.user_status === 2
      ? (await queryClient.fetchQuery(renewalBooksQuery(pod, user.id))).length
      : 0;
  return routeForStoredUser(user, renewalBookCount);
}
