import type { Login } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { useRouteContext } from '@tanstack/react-router';
import { rememberedBrowser } from './remembered-browser.ts';
import { startSession } from './start-session.ts';

export type SecondStepRequired = components['schemas']['SecondStepRequired'];

export type SignInResult =
  | { kind: 'signedIn' }
  | { kind: 'failed' }
  | { kind: 'secondStep'; step: SecondStepRequired };

/**
 * Logs in (with this browser's remembered token, if any) and stores the session; or answers
 * the second step the account needs; `failed` when the server refused the credentials or could
 * not be reached (the login page shows its failure modal).
 */
export function useSignIn(): (credentials: Login) => Promise<SignInResult> {
  const context = useRouteContext({ from: '__root__' });
  return async (credentials) => {
    try {
      const remembered = rememberedBrowser();
      const { data } = await context.pod.auth.login({
        body: { ...credentials, ...(remembered && { remembered_browser: remembered }) },
      });
      if (!data) return { kind: 'failed' };
      if (data.statusCode === 'U35') return { kind: 'secondStep', step: data };
      await startSession(context);
      return { kind: 'signedIn' };
    } catch {
      return { kind: 'failed' };
    }
  };
}
