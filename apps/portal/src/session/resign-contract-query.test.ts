import { describe, expect, it } from 'vitest';
import { resignContractQuery, resignQueryString } from './resign-contract-query.ts';

describe('resignContractQuery', () => {
  it('keeps bookID, secret and islocal as parsed and drops anything else', () => {
    const query = resignContractQuery({ bookID: 101, secret: 'abc', islocal: true, other: 'x' });
    expect(query).toEqual({ bookID: 101, secret: 'abc', islocal: true });
    expect(resignQueryString(query)).toBe('bookID=101&secret=abc&islocal=true');
  });

  it('is empty for an ordinary login', () => {
    expect(resignContractQuery({ bookID: { nested: 1 } })).toEqual({});
  });
});
