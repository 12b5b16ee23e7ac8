import { describe, expect, it } from 'vitest';
import { sanitizeAmount } from './sanitize-amount.ts';

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
