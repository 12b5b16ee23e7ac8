import { PASSKEY_NOT_ADDED_MESSAGE, PASSKEY_SIGN_IN_FAILED_MESSAGE } from '@pod-portal/domain';
import type { PodClient } from '@pod-portal/sdk';
import type { WebAuthnError } from '@simplewebauthn/browser';

/** How a passkey ceremony ended: done, put aside by the person (nothing to say), or refused. */
export type CeremonyResult =
  | { kind: 'done' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

const UNSUPPORTED_MESSAGE =
  'This browser cannot use passkeys. Use a current Chrome, Edge, Firefox or Safari, or log in with your email and password.';
const NO_ANSWER_MESSAGE =
  'We could not reach the server. Please check your connection and try again.';

/** Whether this browser has WebAuthn at all (a secure page of a current browser). */
const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

// The browser library loads when a passkey is first used, not with the login page.
const webAuthn = () => import('@simplewebauthn/browser');

/**
 * What the browser's refusal means for the person: closing the prompt (or letting it time out)
 * is no failure; a passkey already on this device for the account is said so.
 */
function browserRefusal(error: unknown, fallback: string): CeremonyResult {
  if (!(error instanceof Error)) return { kind: 'failed', message: fallback };
  const { code } = error as Partial<WebAuthnError>;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return { kind: 'failed', message: 'This device already has a passkey for your account.' };
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') return { kind: 'cancelled' };
  return { kind: 'failed', message: fallback };
}

/** Adds a passkey named `name` to the signed-in account: the server's options, the browser's prompt, the answer. */
export async function addPasskey(pod: PodClient, name: string): Promise<CeremonyResult> {
  if (!passkeysSupported()) return { kind: 'failed', message: UNSUPPORTED_MESSAGE };
  const options = await pod.passkeys.getRegistrationOptions();
  if (!options.data) return { kind: 'failed', message: NO_ANSWER_MESSAGE };
  const { startRegistration } = await webAuthn();
  let response: Awaited<ReturnType<typeof startRegistration>>;
  try {
    response = await startRegistration({ optionsJSON: options.data.options });
  } catch (error) {
    return browserRefusal(error, PASSKEY_NOT_ADDED_MESSAGE);
  }
  const added = await pod.passkeys.add({ body: { name, response } });
  if (added.data) return { kind: 'done' };
  return { kind: 'failed', message: added.error?.description ?? PASSKEY_NOT_ADDED_MESSAGE };
}

/**
 * Signs in with any passkey of this site the person picks (no email typed); the SDK keeps the
 * tokens of the answer, as for the password login.
 */
export async function signInWithPasskey(pod: PodClient): Promise<CeremonyResult> {
  if (!passkeysSupported()) return { kind: 'failed', message: UNSUPPORTED_MESSAGE };
  const options = await pod.passkeys.getSignInOptions();
  if (!options.data) {
    return {
      kind: 'failed',
      message: options.error?.description ?? NO_ANSWER_MESSAGE,
    };
  }
  const { startAuthentication } = await webAuthn();
  let response: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    response = await startAuthentication({ optionsJSON: options.data.options });
  } catch (error) {
    return browserRefusal(error, PASSKEY_SIGN_IN_FAILED_MESSAGE);
  }
  const signedIn = await pod.passkeys.login({ body: { response } });
  if (signedIn.data) return { kind: 'done' };
  return { kind: 'failed', message: signedIn.error?.description ?? PASSKEY_SIGN_IN_FAILED_MESSAGE };
}
