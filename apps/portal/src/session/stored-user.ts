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
