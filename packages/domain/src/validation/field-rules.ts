import { z } from 'zod';

/** Letters with apostrophe, comma, period, hyphen and space; at least 2 characters. */
export const PERSON_NAME_PATTERN = /^(?=.*\p{L})[\p{L}' ,.-]{2,}$/u;
/** Letters and spaces only. */
export const LETTERS_AND_SPACES_PATTERN = /^(?=.*\p{L})[\p{L} ]+$/u;
/** An optional + then 8 to 15 digits. */
export const PHONE_PATTERN = /^\+?\d{8,15}$/;
/** North-American-style: (555) 123-4567, 555.123.4567, +555 123 4567 and the like. */
export const NORTH_AMERICAN_PHONE_PATTERN = /^\+?\(?\d{3}\)?[-\s.]?\d{3}[-\s.]?\d{4,6}$/;

/** A text the user must fill in: trimmed, and `message` when empty or missing. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

/** A required text that must also match `pattern`. */
export function requiredMatch(required: string, pattern: RegExp, invalid: string) {
  return requiredText(required).regex(pattern, invalid);
}

/** A text that may be left empty but must match `pattern` when filled in. */
export function optionalMatch(pattern: RegExp, invalid: string) {
  return z
    .string()
    .trim()
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
  return z.string({ error: message }).trim().regex(pattern, message);
}

/** An email address with one message whether it is empty or malformed. */
export function emailText(message: string) {
  return z
    .string({ error: message })
    .trim()
    .pipe(z.email({ error: message }));
}
