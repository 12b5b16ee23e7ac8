import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { excludingVat, includingVat, VAT_RATE, vatOf } from './vat.ts';

describe('VAT', () => {
  it('is 15%', () => {
    expect(VAT_RATE).toBe(1500);
    expect(vatOf(10_000)).toBe(1500);
    expect(includingVat(10_000)).toBe(11_500);
    expect(excludingVat(11_500)).toBe(10_000);
  });

  it('rounds to the cent half away from zero', () => {
    expect(vatOf(10)).toBe(2); // 1.5 cents
    expect(vatOf(3)).toBe(0); // 0.45 cents
    expect(excludingVat(100)).toBe(87); // 86.96 cents
  });

  it('converts back and forth to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (excluding) => {
        expect(excludingVat(includingVat(excluding))).toBe(excluding);
        expect(includingVat(excluding) - excluding).toBe(vatOf(excluding));
      }),
    );
  });

  it('keeps the VAT inside an inclusive amount within a cent of 15%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (including) => {
        const excluding = excludingVat(including);
        expect(excluding).toBeLessThanOrEqual(including);
        expect(Math.abs(vatOf(excluding) - (including - excluding))).toBeLessThanOrEqual(1);
      }),
    );
  });
});
