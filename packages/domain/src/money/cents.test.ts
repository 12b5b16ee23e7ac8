import { describe, expect, it } from 'vitest';
import { toCents } from './cents.ts';

describe('toCents', () => {
  it('reads numbers and strings by their decimal digits', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents('12.50')).toBe(1250);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(250)).toBe(25_000);
    expect(toCents('.5')).toBe(50);
    expect(toCents('7.')).toBe(700);
    expect(toCents(' 3 ')).toBe(300);
  });

  it('keeps the sign and rounds a third decimal half away from zero', () => {
    expect(toCents(-2.345)).toBe(-235);
    expect(toCents('-0.004')).toBe(0);
    expect(toCents('+1.994')).toBe(199);
  });

  it('reads tiny numbers that print in exponent form and refuses huge ones', () => {
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(1e21)).toBeNull();
  });

  it('refuses what is not a finite decimal', () => {
    expect(toCents('abc')).toBeNull();
    expect(toCents('')).toBeNull();
    expect(toCents('.')).toBeNull();
    expect(toCents('1,5')).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
    expect(toCents(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
