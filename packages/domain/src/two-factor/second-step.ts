import { z } from 'zod';

/** The emailed login code: 4 digits, valid this long, this many wrong tries before a new one. */
export const LOGIN_CODE_DIGITS = 4;
export const LOGIN_CODE_MINUTES = 10;
export const LOGIN_CODE_TRIES = 5;
/** How long a browser the author asked to remember skips the second step. */
export const REMEMBER_BROWSER_DAYS = 30;
/** Recovery codes shown once when an authenticator app is set up (or when regenerated). */
export const RECOVERY_CODE_COUNT = 10;

/** What the login's second step asks for (the answer's `second_step`). */
export const SECOND_STEPS = ['code', 'totp', 'totp_setup'] as const;
export type SecondStep = (typeof SECOND_STEPS)[number];

/** How the second step is answered: the emailed code, the app's code or a recovery code. */
export const SECOND_STEP_METHODS = ['code', 'totp', 'recovery'] as const;
export type SecondStepMethod = (typeof SECOND_STEP_METHODS)[number];

export const LOGIN_CODE_MESSAGE = 'Please enter the 4-digit code we emailed you';
export const TOTP_CODE_MESSAGE = 'Please enter the 6-digit code from your authenticator app';
export const RECOVERY_CODE_MESSAGE = 'Please enter one of your recovery codes';

/** U36: the code given is not the right one. */
export const WRONG_CODE_MESSAGE = 'That code is not right. Please check it and try again.';
/** U37: the emailed code expired, was used, or was tried too often. */
export const CODE_EXPIRED_MESSAGE =
  'This code has expired or was tried too often. Please send a new code.';
/** U38: the login's second step took too long or was finished already. */
export const CHALLENGE_EXPIRED_MESSAGE =
  'Your login has timed out. Please log in again with your email and password.';
/** The answer when an emailed code was sent (again). */
export const CODE_SENT_DESCRIPTION = 'A new code was emailed to you';

const digits = (count: number, message: string) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${count}}$`), message));

/** The code typed for each method, with the message for each. */
export const secondStepCodeSchemas = {
  code: digits(LOGIN_CODE_DIGITS, LOGIN_CODE_MESSAGE),
  totp: digits(6, TOTP_CODE_MESSAGE),
  recovery: z
    .string({ error: RECOVERY_CODE_MESSAGE })
    .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
    .pipe(z.string().regex(/^[0-9a-z]{10}$/, RECOVERY_CODE_MESSAGE)),
} satisfies Record<SecondStepMethod, z.ZodType<string, unknown>>;
