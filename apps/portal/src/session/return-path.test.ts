import { describe, expect, it } from 'vitest';
import { returnPathQuery, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path of this portal, with its search and hash', () => {
    expect(safeReturnPath('/shares?invitation=5')).toBe('/shares?invitation=5');
    expect(safeReturnPath('/books#shares')).toBe('/books#shares');
    expect(safeReturnPath('/a/../documents')).toBe('/documents');
  });

  it('refuses other sites and anything that is not a path', () => {
    for (const value of [
      '//evil.example/shares',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'shares',
      '',
      5,
      undefined,
    ])
      expect(safeReturnPath(value)).toBeUndefined();
  });
});

describe('returnPathQuery', () => {
  it('reads a safe redirect only', () => {
    expect(returnPathQuery({ redirect: '/shares?invitation=5', other: 1 })).toEqual({
      redirect: '/shares?invitation=5',
    });
    expect(returnPathQuery({ redirect: '//evil.example' })).toEqual({ redirect: undefined });
    expect(returnPathQuery({})).toEqual({ redirect: undefined });
  });
});
