/** An amount of money in integer minor units (cents of a rand, cents of a dollar). */
export type Cents = number;

/**
 * Converts a decimal amount as the server or a JSON field holds it (`12.5`, `"12.50"`) to
 * cents, reading the decimal digits rather than multiplying a float (1.005 is 101 cents, not
 * 100), rounding a third decimal half away from zero. Returns null for anything that is not a
 * finite decimal number.
 */
export function toCents(amount: number | string): Cents | null {
  const text = typeof amount === 'number' ? decimalText(amount) : amount.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const padded = `${fraction}000`;
  const cents =
    Number(whole || '0') * 100 + Number(padded.slice(0, 2)) + (padded.charAt(2) >= '5' ? 1 : 0);
  return sign === '-' && cents !== 0 ? -cents : cents;
}

function decimalText(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  // Tiny numbers print in exponent form (1e-7); fixed notation keeps them decimal. Numbers
  // of 1e21 and more stay in exponent form and are refused: no price is that large.
  return /e/i.test(String(amount)) ? amount.toFixed(3) : String(amount);
}
