import { describe, expect, it } from 'vitest';
import { applyRate, basisPointsToPercent, percentToBasisPoints } from './rate.ts';

describe('applyRate', () => {
  it('applies basis points rounded half away from zero', () => {
    expect(applyRate(1000, 1500)).toBe(150);
    expect(applyRate(3, 5000)).toBe(2);
    expect(applyRate(-3, 5000)).toBe(-2);
    expect(applyRate(999, 10_000)).toBe(999);
  });
});

describe('percentToBasisPoints', () => {
  it('reads percentages exactly', () => {
    expect(percentToBasisPoints(15)).toBe(1500);
    expect(percentToBasisPoints(12.5)).toBe(1250);
    expect(percentToBasisPoints(0.1)).toBe(10);
    expect(percentToBasisPoints(' 7.25 ')).toBe(725);
    expect(percentToBasisPoints('.5')).toBe(50);
  });

  it('refuses what is not a non-negative number', () => {
    expect(percentToBasisPoints('')).toBeNull();
    expect(percentToBasisPoints('-5')).toBeNull();
    expect(percentToBasisPoints('ten')).toBeNull();
  });

  it('refuses a third decimal rather than cutting it', () => {
    expect(percentToBasisPoints('3.999')).toBeNull();
    expect(percentToBasisPoints(12.555)).toBeNull();
    expect(percentToBasisPoints(0.005)).toBeNull();
    expect(percentToBasisPoints('12.500')).toBe(1250);
  });
});

describe('basisPointsToPercent', () => {
  it('is the percentage percentToBasisPoints reads back', () => {
    expect(basisPointsToPercent(1250)).toBe(12.5);
    expect(basisPointsToPercent(10)).toBe(0.1);
    for (const points of [0, 1, 99, 1500, 3333, 10_000]) {
      expect(percentToBasisPoints(basisPointsToPercent(points))).toBe(points);
    }
  });
});
