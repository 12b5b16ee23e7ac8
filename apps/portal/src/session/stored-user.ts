import { routeForUser, type UserRoute } from '@pod-portal/domain';
import type { KeyValueStorage } from '@pod-portal/sdk';
import type { CurrentUser } from '../api/current-user.ts';

/** Where the tab keeps its copy of the signed-in user's record (beside the tokens). */
export const STORED_USER_KEY = 'pod-portal.currentUser';

/** The user record kept in `storage`, or null when there is none or it is not one. */
export function storedUser(storage: Pick<KeyValueStorage, 'getItem'>): CurrentUser | null {
  const raw = storage.getItem(STORED_USER_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && 'id' in value
      ? (value as CurrentUser)
      : null;
  } catch {
    return null;
  }
}

/**
 * Where the account's state sends `user` before any signed-in page (the domain's rule), given
 * how many books await a re-signed contract; a record missing a flag counts as active.
 */
export function routeForStoredUser(user: CurrentUser, renewalBookCount: number): UserRoute {
  return routeForUser({
    user_status: user.user_status ?? 1,
    admin_confirmation: user.admin_confirmation ?? null,
    renewalBookCount,
  });
}
