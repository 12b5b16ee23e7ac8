import { useRouteContext } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { CurrentUser } from '../api/current-user.ts';

/** The stored current user, re-rendering when it changes (login, refresh of details, logout). */
export function useCurrentUser(): CurrentUser | null {
  const store = useRouteContext({ from: '__root__', select: (context) => context.currentUser });
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The signed-in user's id (0 before sign-in): the scope of every query of their own data. */
export function useUserId(): number {
  return useCurrentUser()?.id ?? 0;
}
