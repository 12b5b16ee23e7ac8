import { z } from 'zod';
import { requiredText } from './field-rules.ts';

export const PASSKEY_NAME_MAX = 60;
export const PASSKEY_NAME_REQUIRED_MESSAGE = 'Please give this passkey a name';
export const PASSKEY_NAME_TOO_LONG_MESSAGE = `The passkey name can be at most ${PASSKEY_NAME_MAX} characters`;

/** The author's name for a passkey ("Phone", "Work laptop"), given when adding or renaming it. */
export const passkeyNameSchema = z.object({
  name: requiredText(PASSKEY_NAME_REQUIRED_MESSAGE).max(PASSKEY_NAME_MAX, {
    error: PASSKEY_NAME_TOO_LONG_MESSAGE,
  }),
});

export type PasskeyName = z.infer<typeof passkeyNameSchema>;

/** A passkey the server could not check (wrong or spent challenge, another site, no user verification). */
export const PASSKEY_NOT_ADDED_MESSAGE =
  'This passkey could not be added. Please try again: your device asks you to confirm it is you.';
/** A passkey sign-in refused, whatever the reason (unknown, removed or cloned passkey, suspended account). */
export const PASSKEY_SIGN_IN_FAILED_MESSAGE =
  'Login unsuccessful: this passkey could not sign you in. Try again, or log in with your email and password.';
