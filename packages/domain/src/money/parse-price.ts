import { type Cents, toCents } from './cents.ts';

/** A typed price read as cents, or why it cannot be read. */
export type ParsedPrice = { ok: true; cents: Cents } | { ok: false; reason: 'empty' | 'invalid' };

/** Up to 8 digits before the point and up to 2 after it: the price field's rule. */
export const PRICE_PATTERN = /^\d{1,8}(?:\.\d{1,2})?$/;

/**
 * Parses a user-typed price (`"150"`, `"1234.5"`, `" 99.99 "`) into cents. Spaces used as
 * thousands separators (`"1 234.50"`) are accepted because the product displays prices so;
 * signs, commas and a third decimal are not.
 */
export function parsePrice(text: string): ParsedPrice {
  const compact = text.trim().replace(/(\d) (?=\d{3}(?:\D|$))/g, '$1');
  if (compact === '') return { ok: false, reason: 'empty' };
  if (!PRICE_PATTERN.test(compact)) return { ok: false, reason: 'invalid' };
  const cents = toCents(compact);
  return cents === null ? { ok: false, reason: 'invalid' } : { ok: true, cents };
}
