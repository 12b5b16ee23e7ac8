import { z } from 'zod';
import { isPlainText } from './plain-text.ts';

/** Letters with apostrophe, comma, period, hyphen and space; at least 2 characters. */
export const PERSON_NAME_PATTERN = /^(?=.*\p{L})[\p{L}' ,.-]{2,}$/u;
/**
 * A given name or surname: letters of any script (with their accents), spaces, hyphens and
 * apostrophes, so double-barrelled and elided names pass (Mokoena-Dube, O'Neill, Ngũgĩ).
 */
export const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} '\u2019-]+$/u;
/** An optional + then 8 to 15 digits. */
export const PHONE_PATTERN = /^\+?\d{8,15}$/;
/** North-American-style: (555) 123-4567, 555.123.4567, +555 123 4567 and the like. */
export const NORTH_AMERICAN_PHONE_PATTERN = /^\+?\(?\d{3}\)?[-\s.]?\d{3}[-\s.]?\d{4,6}$/;

/** One line of typed text (see `isPlainText`), `message` otherwise; trimmed. */
function lineOfText(message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => isPlainText(value), { error: message, abort: true });
}

/** A text the user must fill in: one line, trimmed, and `message` when empty or missing. */
export function requiredText(message: string) {
  return lineOfText(message).min(1, { error: message, abort: true });
}

/** A required text that must also match `pattern`. */
export function requiredMatch(required: string, pattern: RegExp, invalid: string) {
  return requiredText(required).regex(pattern, invalid);
}

/** A text that may be left empty but must match `pattern` when filled in. */
export function optionalMatch(pattern: RegExp, invalid: string) {
  return lineOfText(invalid)
    .refine((value) => value === '' || pattern.test(value), invalid)
    .optional();
}

/** A required email address. */
export function requiredEmail(required: string, invalid: string) {
  return requiredText(required).pipe(z.email({ error: invalid }));
}

/** A required text of at least `min` characters. */
export function requiredMinLength(required: string, min: number, tooShort: string) {
  return requiredText(required).min(min, tooShort);
}

/** A text with one message whether it is empty or does not match `pattern`. */
export function textMatching(pattern: RegExp, message: string) {
  return lineOfText(message).regex(pattern, message);
}

/** An email address with one message whether it is empty or malformed. */
export function emailText(message: string) {
  return lineOfText(message).pipe(z.email({ error: message }));
}
