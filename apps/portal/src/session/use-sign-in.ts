import type { Login } from '@pod-portal/domain';
import { useRouteContext } from '@tanstack/react-router';
import { startSession } from './start-session.ts';

/**
 * Logs in and stores the session; false when the server refused the credentials or could not
 * be reached (the login page shows its failure modal).
 */
export function useSignIn(): (credentials: Login) => Promise<boolean> {
  const context = useRouteContext({ from: '__root__' });
  return async (credentials) => {
    try {
      const { data } = await context.pod.auth.login({ body: credentials });
      if (!data) return false;
      await startSession(context);
      return true;
    } catch {
      return false;
    }
  };
}
