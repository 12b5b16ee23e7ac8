import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isbn13CheckDigit, isValidIsbn13, normaliseIsbn } from './isbn13.ts';

describe('ISBN-13', () => {
  it('strips dashes and spaces', () => {
    expect(normaliseIsbn('978-0-306 40615-7')).toBe('9780306406157');
  });

  it('computes the check digit', () => {
    expect(isbn13CheckDigit('978030640615')).toBe(7);
    expect(isbn13CheckDigit('978186197271')).toBe(2);
    expect(isbn13CheckDigit('978000000000')).toBe(2);
    expect(isbn13CheckDigit('979000000000')).toBe(1);
  });

  it('refuses to compute from anything but 12 digits (a programming error)', () => {
    expect(() => isbn13CheckDigit('97803064061')).toThrow(RangeError);
    expect(() => isbn13CheckDigit('97803064061x')).toThrow(RangeError);
  });

  it('validates ISBN-13s', () => {
    expect(isValidIsbn13('978-0-306-40615-7')).toBe(true);
    expect(isValidIsbn13('9780306406157')).toBe(true);
    expect(isValidIsbn13('978-0-306-40615-8')).toBe(false);
    expect(isValidIsbn13('978030640615')).toBe(false);
    expect(isValidIsbn13('97803064061577')).toBe(false);
    expect(isValidIsbn13('978030640615X')).toBe(false);
    expect(isValidIsbn13('')).toBe(false);
  });

  it('accepts exactly one check digit for any 12 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (first12) => {
        const valid = [...'0123456789'].filter((d) => isValidIsbn13(first12 + d));
        expect(valid).toEqual([String(isbn13CheckDigit(first12))]);
      }),
    );
  });
});
