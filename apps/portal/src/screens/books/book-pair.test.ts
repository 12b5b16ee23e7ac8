import { describe, expect, it } from 'vitest';
import { aBook } from '../../test/fixtures.ts';
import { bookPairOf } from './book-pair.ts';

describe('bookPairOf', () => {
  it('pairs a local record with its international match', () => {
    expect(bookPairOf(aBook(101), 'local', { internationalBookMatch: 102 })).toEqual({
      localBookId: 101,
      internationalBookId: 102,
      region: 'li',
    });
  });

  it('reads an international-only book', () => {
    expect(bookPairOf(aBook(202), 'international', { localBookMatch: null })).toEqual({
      localBookId: null,
      internationalBookId: 202,
      region: 'i',
    });
  });

  it('reads a local-only book', () => {
    expect(bookPairOf(aBook(7), 'local', {})).toEqual({
      localBookId: 7,
      internationalBookId: null,
      region: 'l',
    });
  });
});
