import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePrice } from './parse-price.ts';

describe('parsePrice', () => {
  it('reads whole and decimal prices as cents', () => {
    expect(parsePrice('150')).toEqual({ ok: true, cents: 15_000 });
    expect(parsePrice('1234.5')).toEqual({ ok: true, cents: 123_450 });
    expect(parsePrice(' 99.99 ')).toEqual({ ok: true, cents: 9999 });
    expect(parsePrice('99999999.99')).toEqual({ ok: true, cents: 9_999_999_999 });
  });

  it('accepts spaces as thousands separators', () => {
    expect(parsePrice('1 234.50')).toEqual({ ok: true, cents: 123_450 });
    expect(parsePrice('12 345 678')).toEqual({ ok: true, cents: 1_234_567_800 });
  });

  it('says why a price cannot be read', () => {
    expect(parsePrice('  ')).toEqual({ ok: false, reason: 'empty' });
    for (const text of ['123456789', '1.234', '-5', '1,50', 'R10', '.5', '5.', '1 23']) {
      expect(parsePrice(text)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('reads back every price of up to 8 digits and 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (cents) => {
        const text = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(parsePrice(text)).toEqual({ ok: true, cents });
      }),
    );
  });
});
