/** Shown live under the confirmation field while it differs from the password. */
export const LIVE_PASSWORD_MISMATCH_MESSAGE = "*Passwords don't match";

/** The live mismatch text, or undefined while the confirmation is empty or matches. */
export function livePasswordMismatch(password: string, confirmation: string): string | undefined {
  return confirmation !== '' && confirmation !== password
    ? LIVE_PASSWORD_MISMATCH_MESSAGE
    : undefined;
}
