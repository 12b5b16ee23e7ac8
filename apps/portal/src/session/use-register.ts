import {
  INTERNAL_SERVER_ERROR_MESSAGE,
  type RegistrationEmailPassword,
  SOMETHING_WENT_WRONG_MESSAGE,
} from '@pod-portal/domain';
import { readOutcome } from '@pod-portal/sdk';
import { useRouteContext } from '@tanstack/react-router';
import { startSession } from './start-session.ts';

type Registration = RegistrationEmailPassword & { name_first: string; name_last: string };

export type RegisterOutcome =
  | { kind: 'ok' }
  | { kind: 'emailExists' }
  | { kind: 'failed'; message: string };

/** Creates the account (POST /user/adduser) and signs the new user in. */
export function useRegister(): (registration: Registration) => Promise<RegisterOutcome> {
  const context = useRouteContext({ from: '__root__' });
  return async (registration) => {
    try {
      const result = await context.pod.users.register({
        body: { ...registration, username: registration.email },
      });
      if (result.data) {
        await startSession(context);
        return { kind: 'ok' };
      }
      const outcome = readOutcome(result);
      if (outcome.kind === 'emailExists') return { kind: 'emailExists' };
      return {
        kind: 'failed',
        message:
          outcome.kind === 'internalServerError'
            ? INTERNAL_SERVER_ERROR_MESSAGE
            : SOMETHING_WENT_WRONG_MESSAGE,
      };
    } catch {
      return { kind: 'failed', message: SOMETHING_WENT_WRONG_MESSAGE };
    }
  };
}
