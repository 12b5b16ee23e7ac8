/** An ISBN as typed, without the dashes and spaces people put in it. */
export function normaliseIsbn(input: string): string {
  return hasDigitsOnly(input) ? input : input.replace(/[\s-]/g, '');
}

// Most ISBNs are typed as bare digits: answered without a regex (a bulk upload has thousands).
function hasDigitsOnly(input: string): boolean {
  for (let index = 0; index < input.length; index++) {
    const code = input.charCodeAt(index);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** The check digit for the first 12 digits of an ISBN-13 (weights 1, 3, 1, 3, ...). */
export function isbn13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError('isbn13CheckDigit needs exactly 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (first12.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Whether the input (dashes and spaces allowed) is 13 digits with a correct check digit. */
export function isValidIsbn13(input: string): boolean {
  const isbn = normaliseIsbn(input);
  return /^\d{13}$/.test(isbn) && isbn13CheckDigit(isbn.slice(0, 12)) === Number(isbn[12]);
}
