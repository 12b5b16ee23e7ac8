import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatAmount, formatMoney } from './format-money.ts';
import { parsePrice } from './parse-price.ts';

describe('formatMoney', () => {
  it('shows rand and dollars with a space as thousands separator and 2 decimals', () => {
    expect(formatMoney(123_450, 'ZAR')).toBe('R 1 234.50');
    expect(formatMoney(1200, 'USD')).toBe('USD 12.00');
    expect(formatMoney(0, 'ZAR')).toBe('R 0.00');
    expect(formatMoney(5, 'ZAR')).toBe('R 0.05');
    expect(formatMoney(123_456_789_01, 'ZAR')).toBe('R 123 456 789.01');
  });

  it('puts the minus first', () => {
    expect(formatMoney(-1200, 'ZAR')).toBe('-R 12.00');
    expect(formatMoney(-123_456, 'USD')).toBe('-USD 1 234.56');
  });

  it('reads back through parsePrice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (cents) => {
        expect(parsePrice(formatMoney(cents, 'ZAR').slice(2))).toEqual({ ok: true, cents });
      }),
    );
  });
});

describe('formatAmount', () => {
  it('writes the amount alone, thousands grouped, and reads back through parsePrice', () => {
    expect(formatAmount(254_900)).toBe('2 549.00');
    expect(formatAmount(-4852)).toBe('-48.52');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (cents) => {
        expect(parsePrice(formatAmount(cents))).toEqual({ ok: true, cents });
      }),
    );
  });
});

describe('centsToDecimal', () => {
  it('gives a plain decimal string with a leading minus when negative', () => {
    expect(centsToDecimal(4520)).toBe('45.20');
    expect(centsToDecimal(-310)).toBe('-3.10');
    expect(centsToDecimal(123_456_7)).toBe('12345.67');
  });
});
