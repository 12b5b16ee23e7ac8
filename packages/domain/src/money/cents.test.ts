import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToAmount, toCents } from './cents.ts';
import { centsToDecimal } from './format-money.ts';

describe('toCents', () => {
  it('reads numbers and strings by their decimal digits', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents('12.50')).toBe(1250);
    expect(toCents(1.01)).toBe(101);
    expect(toCents(250)).toBe(25_000);
    expect(toCents('.5')).toBe(50);
    expect(toCents('7.')).toBe(700);
    expect(toCents(' 3 ')).toBe(300);
    expect(toCents('2.500')).toBe(250);
  });

  it('keeps the sign', () => {
    expect(toCents(-2.34)).toBe(-234);
    expect(toCents('+1.99')).toBe(199);
    expect(toCents('-0.00')).toBe(0);
  });

  it('refuses a third decimal rather than rounding or cutting it', () => {
    for (const amount of [287.504, 100.005, 0.005, 10.555, 1.005, '-0.004', '+1.994', 1e-7]) {
      expect(toCents(amount)).toBeNull();
    }
  });

  it('reads back every whole number of cents sent as a JSON number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (cents) => {
        expect(toCents(JSON.parse(JSON.stringify(cents / 100)) as number)).toBe(cents);
      }),
    );
  });

  it('refuses what is not a finite decimal, or too large to count exactly', () => {
    expect(toCents('abc')).toBeNull();
    expect(toCents('')).toBeNull();
    expect(toCents('.')).toBeNull();
    expect(toCents('1,5')).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
    expect(toCents(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toCents(1e21)).toBeNull();
    expect(toCents('99999999999999999999')).toBeNull();
  });
});

describe('centsToAmount', () => {
  it('writes cents as the decimal amount the wire carries', () => {
    expect(centsToAmount(201_250)).toBe(2012.5);
    expect(centsToAmount(1)).toBe(0.01);
    expect(centsToAmount(-310)).toBe(-3.1);
  });

  it('is the number its two-decimal text reads as, and toCents reads it back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 46), max: 2 ** 46 }), (cents) => {
        expect(centsToAmount(cents)).toBe(Number(centsToDecimal(cents)));
        expect(toCents(centsToAmount(cents))).toBe(cents === 0 ? 0 : cents);
      }),
    );
  });
});
