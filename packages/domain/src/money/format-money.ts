import type { Cents } from './cents.ts';

/** The currencies the product shows: rand locally, US dollars internationally. */
export type Currency = 'ZAR' | 'USD';

const SYMBOL: Record<Currency, string> = { ZAR: 'R', USD: 'USD' };

/**
 * `12.5` rand in cents (1250) as `"12.50"`: two decimals, a minus for negatives, no
 * separators. The plain form the royalty answer carries (`localRoyalty: "-3.10"`).
 */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An amount without its symbol, as the product writes it: thousands always grouped with a
 * space, 2 decimals (`1 234.50`, `-12.00`). What a money field shows after its symbol.
 */
export function formatAmount(cents: Cents): string {
  const [whole = '', fraction] = centsToDecimal(Math.abs(cents)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ' ');
  return `${cents < 0 ? '-' : ''}${grouped}.${fraction}`;
}

/**
 * Displays cents as the product does: symbol, a space, the amount (`formatAmount`):
 * `R 1 234.50`, `USD 12.00`. A negative amount starts with the minus, before the symbol:
 * `-R 12.00` (so the whole string "starts with a minus", as the royalty answer's negative
 * values do). Every amount the portal shows goes through here.
 */
export function formatMoney(cents: Cents, currency: Currency): string {
  return `${cents < 0 ? '-' : ''}${SYMBOL[currency]} ${formatAmount(Math.abs(cents))}`;
}
