import type { KeyValueStorage } from '@pod-portal/sdk';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../api/current-user.ts';
import { CURRENT_USER_KEY } from '../api/current-user-query.ts';
import { STORED_USER_KEY, storedUser } from './stored-user.ts';

/**
 * The signed-in user. Its one source of truth is the query cache (the `viewuserinfo` query):
 * a fetch, a login or an edit all land there. The tab's session storage keeps a copy (as the
 * spec asks, beside the tokens) written from the cache itself, so a reload starts signed in.
 */
export interface CurrentUserStore {
  get(): CurrentUser | null;
  set(user: CurrentUser): void;
  clear(): void;
  /** Calls `listener` after every change; returns a function that stops listening. */
  subscribe(listener: () => void): () => void;
}

export function cachedCurrentUserStore(
  queryClient: QueryClient,
  storage: KeyValueStorage = sessionStorage,
): CurrentUserStore {
  const cache = queryClient.getQueryCache();
  const stored = storedUser(storage);
  // Stale from the start, so the first signed-in page reloads the record from the server.
  if (stored) queryClient.setQueryData(CURRENT_USER_KEY, stored, { updatedAt: 0 });

  const currentUserHash = hashKey(CURRENT_USER_KEY);
  const get = () => queryClient.getQueryData<CurrentUser>(CURRENT_USER_KEY) ?? null;
  let kept = get();
  cache.subscribe((event) => {
    if (event.query.queryHash !== currentUserHash) return;
    const user = get();
    if (user === kept) return;
    kept = user;
    if (user) storage.setItem(STORED_USER_KEY, JSON.stringify(user));
    else storage.removeItem(STORED_USER_KEY);
  });

  return {
    get,
    set: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
    clear: () => {
      queryClient.removeQueries({ queryKey: CURRENT_USER_KEY, exact: true });
    },
    subscribe: (listener) =>
      cache.subscribe((event) => {
        if (event.query.queryHash === currentUserHash) listener();
      }),
  };
}
