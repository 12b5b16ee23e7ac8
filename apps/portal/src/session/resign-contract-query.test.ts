import { describe, expect, it } from 'vitest';
import { resignContractQuery } from './resign-contract-query.ts';

describe('resignContractQuery', () => {
  it('keeps bookID, secret and islocal as text and drops anything else', () => {
    expect(resignContractQuery({ bookID: 101, secret: 'abc', islocal: true, other: 'x' })).toEqual({
      bookID: '101',
      secret: 'abc',
      islocal: 'true',
    });
  });

  it('is empty for an ordinary login', () => {
    expect(resignContractQuery({})).toEqual({});
  });
});
