import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount.ts';
import { parseAmount } from './parse-amount.ts';
import { sanitizeAmount } from './sanitize-amount.ts';

describe('formatAmount', () => {
  it.each([
    [0, '0.00'],
    [5, '5.00'],
    [999.999, '1 000.00'],
    [1234.5, '1 234.50'],
    [12345678.9, '12 345 678.90'],
    [-1500, '-1 500.00'],
  ])('%s -> %s', (amount, text) => {
    expect(formatAmount(amount)).toBe(text);
  });
});

describe('parseAmount', () => {
  it.each([
    ['1 234.50', 1234.5],
    ['1234,5', 1234.5],
    ['.5', 0.5],
    ['12.', 12],
    ['', null],
    ['abc', null],
    ['1.2.3', null],
  ])('%j -> %s', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });
});

describe('sanitizeAmount', () => {
  it.each([
    ['R 12a3', ' 123'],
    ['12,345', '12.34'],
    ['1.2.3', '1.23'],
    ['1 000', '1 000'],
    ['7', '7'],
  ])('%j -> %j', (typed, kept) => {
    expect(sanitizeAmount(typed)).toBe(kept);
  });
});
