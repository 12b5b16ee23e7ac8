import { useRouteContext, useRouter } from '@tanstack/react-router';
import { clearBrowserState } from './clear-browser-state.ts';

/**
 * Logs out: revokes the tokens on the server (best effort), ends the session, clears storage,
 * cookies and service workers, and goes to /login.
 */
export function useLogout(): () => Promise<void> {
  const { pod, currentUser, queryClient, sessionEnd } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  return async () => {
    // The SDK clears the tokens even when the server cannot be reached.
    await pod.auth.logout().catch(() => undefined);
    currentUser.clear();
    queryClient.clear();
    await clearBrowserState();
    sessionEnd.reset();
    await router.navigate({ to: '/login' });
  };
}
