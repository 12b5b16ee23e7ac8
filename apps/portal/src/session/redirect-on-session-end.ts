import type { AnyRouter } from '@tanstack/react-router';
import type { AppContext } from './app-context.ts';
import { clearBrowserState } from './clear-browser-state.ts';

/**
 * When the session ends by itself (both tokens expired, or the server refused a refresh) the
 * user is logged out: storage (but for their wizard drafts), cookies and service workers
 * cleared, then /login. Subscribed with the router, before its first load: the guard's own
 * reload of the user's record may be what finds the session ended.
 */
export function redirectOnSessionEnd(
  { pod, currentUser, queryClient, sessionEnd }: AppContext,
  router: AnyRouter,
): () => void {
  return pod.session.onEnd((reason) => {
    if (reason === 'logout') return;
    // A page that announced this end explains it itself; the redirect waits in case it fails.
    sessionEnd.redirect(() => {
      const owner = currentUser.get()?.id;
      currentUser.clear();
      queryClient.clear();
      void clearBrowserState(owner).then(() => router.navigate({ to: '/login' }));
    });
  });
}
