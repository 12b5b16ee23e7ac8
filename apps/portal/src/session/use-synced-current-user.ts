import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { currentUserQuery } from '../api/current-user-query.ts';

/** Reloads the user's record on signed-in pages and keeps the stored copy up to date. */
export function useSyncedCurrentUser(): void {
  const { pod, currentUser } = useRouteContext({ from: '__root__' });
  const { data } = useQuery(currentUserQuery(pod));
  useEffect(() => {
    if (data) currentUser.set(data);
  }, [data, currentUser]);
}
