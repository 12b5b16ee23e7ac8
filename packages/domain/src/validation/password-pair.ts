import { z } from 'zod';
import { isStrongPassword } from './is-strong-password.ts';

export const PASSWORD_STRENGTH_MESSAGE =
  'Your password must contain at least one lowercase letter, one uppercase letter, one digit, one special character, and must be a minimum of eight characters long.';

type PasswordPairTexts = { required: string; confirmRequired: string; weak: string };

// Passwords are not trimmed: spaces are part of them.
const passwordText = (message: string) =>
  z.string({ error: message }).min(1, { error: message, abort: true });

/** The fields of a new password and its confirmation: both required, the password strong. */
export function passwordPairFields(texts: PasswordPairTexts) {
  return {
    password: passwordText(texts.required).refine(isStrongPassword, texts.weak),
    confirm_password: passwordText(texts.confirmRequired),
  };
}

/** The refinement (spread it into `.refine`) that puts `mismatch` on a differing confirmation. */
export function confirmationMatches(mismatch: string) {
  const matches = (pair: { password: string; confirm_password: string }) =>
    pair.password === pair.confirm_password;
  return [matches, { message: mismatch, path: ['confirm_password'] }] as [
    typeof matches,
    { message: string; path: string[] },
  ];
}

/** A form of just a new password and its confirmation. */
export function newPasswordSchema(texts: PasswordPairTexts & { mismatch: string }) {
  return z.object(passwordPairFields(texts)).refine(...confirmationMatches(texts.mismatch));
}
