/** An amount of money in integer minor units (cents of a rand, cents of a dollar). */
export type Cents = number;

/**
 * A decimal amount as a request, a file or the server holds it (`12.5`, `"12.50"`) in cents,
 * read from its decimal digits rather than by multiplying a float. An amount is a whole number
 * of cents: at most two decimals (zeros after them aside), so `1.005` is refused, never
 * rounded or cut. Returns null for that and for anything that is not a finite decimal number
 * (an exponent, `1,5`, a number too large to count in cents exactly).
 */
export function toCents(amount: number | string): Cents | null {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (/[^0]/.test(fraction.slice(2))) return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/**
 * Cents as the contract's decimal amount (`2012.5` for 201 250 cents): what a request sends
 * and an answer carries. The inverse of `toCents`; every amount on the wire goes through here.
 */
export function centsToAmount(cents: Cents): number {
  return cents / 100;
}
