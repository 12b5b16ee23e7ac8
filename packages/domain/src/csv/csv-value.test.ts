import { describe, expect, it } from 'vitest';
import { typeCsvValue } from './csv-value.ts';
import { rowBuilder } from './nest-row.ts';

describe('typeCsvValue', () => {
  it('types booleans, null and numbers', () => {
    expect(typeCsvValue('true')).toBe(true);
    expect(typeCsvValue(' false ')).toBe(false);
    expect(typeCsvValue('null')).toBeNull();
    expect(typeCsvValue('')).toBeNull();
    expect(typeCsvValue('250')).toBe(250);
    expect(typeCsvValue('15.99')).toBe(15.99);
    expect(typeCsvValue('-3')).toBe(-3);
    expect(typeCsvValue('0')).toBe(0);
    expect(typeCsvValue('0.5')).toBe(0.5);
    expect(typeCsvValue('9780306406157')).toBe(9_780_306_406_157);
  });

  it('keeps text, codes with leading zeros and unsafe integers as text', () => {
    expect(typeCsvValue('Matt')).toBe('Matt');
    expect(typeCsvValue('0123')).toBe('0123');
    expect(typeCsvValue('12345678901234567890')).toBe('12345678901234567890');
    expect(typeCsvValue('True')).toBe('True');
    expect(typeCsvValue('1e5')).toBe('1e5');
    expect(typeCsvValue('00')).toBe('00');
    expect(typeCsvValue('-05')).toBe('-05');
  });

  it('trims spaces of any kind, also beyond ASCII', () => {
    expect(typeCsvValue('\u00a0250\u00a0')).toBe(250);
    expect(typeCsvValue('\t12\r')).toBe(12);
    expect(typeCsvValue('\ufeffMatt')).toBe('Matt');
  });
});

describe('rowBuilder', () => {
  it('nests slash headers into objects', () => {
    expect(rowBuilder(['a', 'b/c', 'b/d', 'e/f/g'])(['1', 'x', 'true'])).toEqual({
      a: 1,
      b: { c: 'x', d: true },
      e: { f: { g: null } },
    });
  });

  it('replaces a plain value by the nested object', () => {
    expect(rowBuilder(['b', 'b/c'])(['1', '2'])).toEqual({ b: { c: 2 } });
  });
});
