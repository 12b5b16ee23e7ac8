import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { clearBrowserState } from './clear-browser-state.ts';

/**
 * When the session ends by itself (both tokens expired, or the server refused a refresh) the
 * user is logged out: storage (but for their wizard drafts), cookies and service workers
 * cleared, then /login.
 */
export function useSessionEndRedirect(): void {
  const { pod, currentUser, queryClient } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  useEffect(
    () =>
      pod.session.onEnd((reason) => {
        if (reason === 'logout') return;
        const owner = currentUser.get()?.id;
        currentUser.clear();
        queryClient.clear();
        void clearBrowserState(owner).then(() => router.navigate({ to: '/login' }));
      }),
    [pod, currentUser, queryClient, router],
  );
}
