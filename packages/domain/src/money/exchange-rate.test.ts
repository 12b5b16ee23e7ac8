import { describe, expect, it } from 'vitest';
import { convertCents, MAX_RATE_MICROS, parseRate, rateToText } from './exchange-rate.ts';

describe('parseRate', () => {
  it('reads a rate of up to six decimals exactly', () => {
    expect(parseRate('0.055')).toBe(55_000);
    expect(parseRate('0.000001')).toBe(1);
    expect(parseRate(' 1 ')).toBe(1_000_000);
    expect(parseRate('10')).toBe(MAX_RATE_MICROS);
    expect(parseRate('10.000000')).toBe(MAX_RATE_MICROS);
  });

  it('refuses a rate past its bounds or not a plain decimal, never rounding it', () => {
    for (const text of [
      '0',
      '0.000000',
      '0.0000001',
      '10.000001',
      '100',
      '-0.05',
      '1e-2',
      '.5',
      '0,05',
      '',
    ]) {
      expect(parseRate(text), text).toBeNull();
    }
  });
});

describe('rateToText', () => {
  it('writes the rate without trailing zeros', () => {
    expect(rateToText(55_000)).toBe('0.055');
    expect(rateToText(1)).toBe('0.000001');
    expect(rateToText(MAX_RATE_MICROS)).toBe('10');
  });
});

describe('convertCents', () => {
  it('rounds half a cent up and less than half down', () => {
    expect(convertCents(10, 50_000)).toBe(1); // 0.5 cent
    expect(convertCents(9, 50_000)).toBe(0); // 0.45 cent
    expect(convertCents(191_250, 55_000)).toBe(10_519); // 105.1875 dollars
    expect(convertCents(191_270, 55_000)).toBe(10_520); // 105.1985
  });

  it('stays exact at the largest top-up and the largest rate', () => {
    expect(convertCents(100_000_000, MAX_RATE_MICROS)).toBe(1_000_000_000);
    expect(convertCents(99_999_999, 1)).toBe(100);
    expect(convertCents(1, 1)).toBe(0);
  });
});
