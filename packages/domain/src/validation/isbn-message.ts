import { isbn13CheckDigit, normaliseIsbn } from '../reference/isbn13.ts';
import { INVALID_ISBN_MESSAGE } from './messages.ts';

/** An ISBN of 13 digits whose last (check) digit does not fit the first 12: a typing error. */
export function isbnCheckDigitMessage(expected: number, typed: string): string {
  return `Please check your ISBN for a typing error - with these first 12 digits the last digit would be ${expected}, not ${typed}.`;
}

/**
 * What is wrong with an ISBN as typed (dashes and spaces allowed), in the product's words, or
 * undefined when it is a valid ISBN-13: not 13 digits, or 13 digits with a wrong check digit.
 */
export function isbnMessage(input: string): string | undefined {
  const isbn = normaliseIsbn(input);
  if (!/^\d{13}$/.test(isbn)) return INVALID_ISBN_MESSAGE;
  const expected = isbn13CheckDigit(isbn.slice(0, 12));
  const typed = isbn.slice(12);
  return String(expected) === typed ? undefined : isbnCheckDigitMessage(expected, typed);
}
