import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries.ts';

describe('COUNTRIES', () => {
  const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

  it('lists every country once, with a real ISO code and a dial code', () => {
    expect(COUNTRIES).toHaveLength(250);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) {
      expect(regionNames.of(country.code), country.code).toBeDefined();
      expect(country.dialCode).toMatch(/^\+[1-9]\d{0,6}$/);
    }
  });

  it('is sorted by name', () => {
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('knows South Africa as +27', () => {
    expect(COUNTRIES.find((c) => c.code === 'ZA')).toEqual({
      code: 'ZA',
      name: 'South Africa',
      dialCode: '+27',
    });
  });
});
