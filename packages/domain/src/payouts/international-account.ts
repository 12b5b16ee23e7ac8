/** Shortest and longest IBAN of the ISO 13616 registry (Norway's 15; the standard allows 34). */
export const IBAN_LENGTH = { min: 15, max: 34 } as const;

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z\d]+$/;
// ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3).
const BIC_SHAPE = /^[A-Z]{4}[A-Z]{2}[A-Z\d]{2}([A-Z\d]{3})?$/;

/** An IBAN as banks print it, in groups of four: spaces dropped and letters in capitals. */
export const compactIban = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/** The ISO 7064 mod-97 remainder of the IBAN moved round (its country and check digits last). */
function ibanRemainder(iban: string): number {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const character of moved) {
    // Letters count as two digits (A = 10 ... Z = 35), folded in as they come.
    const value = Number.parseInt(character, 36);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/**
 * Whether `typed` is an IBAN (ISO 13616): a country, two check digits and the account, 15 to
 * 34 letters and digits (spaces between groups allowed), whose check digits are right (mod 97
 * of it moved round is 1). A mistyped character is caught here, not by the bank weeks later.
 */
export function isIban(typed: string): boolean {
  const iban = compactIban(typed);
  if (iban.length < IBAN_LENGTH.min || iban.length > IBAN_LENGTH.max) return false;
  return IBAN_SHAPE.test(iban) && ibanRemainder(iban) === 1;
}

/**
 * Whether `typed` is a SWIFT/BIC code (ISO 9362): 8 or 11 letters and digits, the bank's four
 * letters then its country's two; small letters are read as capitals.
 */
export const isSwiftBic = (typed: string) => BIC_SHAPE.test(typed.trim().toUpperCase());
