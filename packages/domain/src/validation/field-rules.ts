import { z } from 'zod';
import { plainTextMessage } from './plain-text.ts';

/** Letters with apostrophe, comma, period, hyphen and space; at least 2 characters. */
export const PERSON_NAME_PATTERN = /^(?=.*\p{L})[\p{L}' ,.-]{2,}$/u;
/**
 * A given name or surname: letters of any script (with their accents), spaces, hyphens and
 * apostrophes, so double-barrelled and elided names pass (Mokoena-Dube, O'Neill, Ngũgĩ).
 */
export const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} '\u2019-]+$/u;

/**
 * Typed text (see `plainTextMessage`), trimmed: `message` when it is not a string, and what is
 * wrong with it when it holds what a person cannot type. One line unless `multiline`.
 */
function typedText(message: string, { multiline = false } = {}) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => plainTextMessage(value, { multiline }) === null, {
      error: (issue) => plainTextMessage(String(issue.input), { multiline }) ?? message,
      abort: true,
    });
}

const lineOfText = (message: string) => typedText(message);

/** A text the user must fill in: one line, trimmed, and `message` when empty or missing. */
export function requiredText(message: string) {
  return lineOfText(message).min(1, { error: message, abort: true });
}

/**
 * Prose the user must fill in (a description, an address): lines and paragraphs kept, trimmed,
 * and `message` when empty or missing.
 */
export function requiredProse(message: string) {
  return typedText(message, { multiline: true }).min(1, { error: message, abort: true });
}

/** Prose the user may leave empty (see `requiredProse`). */
export function optionalProse() {
  return typedText('Please enter text', { multiline: true }).optional();
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

// What people put between the digits of a phone number.
const PHONE_PUNCTUATION = /[\s\-.()]/g;
const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * A phone number as South Africans write it ("+27 82 555 1234", "082-555-1234", "(082)
 * 555.1234"), answered in E.164 (`+27825551234`): a number starting with one 0 is South African,
 * 00 starts an international one. `invalid` when it cannot be one, `required` when empty.
 */
export function phoneNumber(invalid: string, required = invalid) {
  return requiredText(required)
    .transform((typed) => {
      const digits = typed.replace(PHONE_PUNCTUATION, '');
      if (digits.startsWith('+')) return digits;
      if (digits.startsWith('00')) return `+${digits.slice(2)}`;
      if (digits.startsWith('0')) return `+27${digits.slice(1)}`;
      return `+${digits}`;
    })
    .pipe(z.string().regex(E164, invalid));
}

/** A required email address. */
export function requiredEmail(required: string, invalid: string) {
  return requiredText(required).pipe(z.email({ error: invalid }));
}

/** A required text of at least `min` characters, on several lines where `multiline`. */
export function requiredMinLength(
  required: string,
  min: number,
  tooShort: string,
  { multiline = false } = {},
) {
  return (multiline ? requiredProse(required) : requiredText(required)).min(min, tooShort);
}

/** A text with one message whether it is empty or does not match `pattern`. */
export function textMatching(pattern: RegExp, message: string) {
  return lineOfText(message).regex(pattern, message);
}

/** An email address with one message whether it is empty or malformed. */
export function emailText(message: string) {
  return lineOfText(message).pipe(z.email({ error: message }));
}
