import { describe, expect, it } from 'vitest';
import { checkBulkBook } from './bulk-book.ts';
import { BULK_CSV_HEADERS } from './bulk-csv-headers.ts';

const empty = Object.fromEntries(BULK_CSV_HEADERS.map((header) => [header, null]));
const print = {
  ...empty,
  book_title: 'The Karoo Sky',
  format_type: 'print',
  genre: 'FIC000000',
  no_of_pages: 200,
  is_local: true,
  local_price: 250,
  l_paper_type_id: 1,
  l_cover_type_id: 1,
  isbn: '9780306406157',
  height: 229,
  width: 152,
  finish: 'Matt',
  bind: 'perfect-bound',
};

describe('checkBulkBook issues', () => {
  it('names the field of each broken rule, beside the reasons', () => {
    const checked = checkBulkBook({
      ...print,
      book_title: 'ab',
      genre: null,
      is_international: true,
      international_price: 1.234,
      no_of_pages: 10,
      isbn: '123',
      width: null,
      i_cover_type_id: null,
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.issues).toEqual([
      { field: 'book_title', message: 'Title must be at least 3 characters long' },
      { field: 'genre', message: 'Please select a genre for your book' },
      {
        field: 'international_price',
        message: 'Please enter a valid price - up to 8 digits and 2 decimals',
      },
      { field: 'no_of_pages', message: 'Local and International books require at least 18 pages' },
      {
        field: 'isbn',
        message:
          'Please enter a valid ISBN number for your book - 13 characters long and only numbers.',
      },
      { field: 'width', message: 'Please enter the width of your book' },
      { field: 'i_paper_type_id', message: 'Please select an international paper type' },
      { field: 'i_cover_type_id', message: 'Please select an international cover type' },
    ]);
    expect(checked.reasons).toEqual(checked.issues.map((issue) => issue.message));
  });

  it('names the field of a value of the wrong type, and none for a row that is not an object', () => {
    const checked = checkBulkBook({ ...print, spine_id: 'wide' });
    expect(checked.ok || checked.issues).toEqual([
      { field: 'spine_id', message: 'spine_id must be a whole number' },
    ]);
    const nothing = checkBulkBook(null);
    expect(nothing.ok || nothing.issues.map((issue) => issue.field)).toEqual(['']);
  });

  it('accepts a valid print row', () => {
    expect(checkBulkBook(print).ok).toBe(true);
  });

  it('tells a mistyped ISBN (wrong check digit) from one that is not 13 digits', () => {
    const checked = checkBulkBook({ ...print, isbn: '9780306406150' });
    expect(checked.ok || checked.issues).toEqual([
      {
        field: 'isbn',
        message:
          'Please check your ISBN for a typing error - with these first 12 digits the last digit would be 7, not 0.',
      },
    ]);
  });
});
