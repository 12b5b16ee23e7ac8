import { describe, expect, it } from 'vitest';
import { bulkRowChecker, checkBulkBook } from './bulk-book.ts';
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
  it('refuses a value of the wrong type in the field that has it, and takes a number as text', () => {
    const checked = checkBulkBook({
      ...print,
      book_title: true,
      isbn: 9780306406157,
      local_price: 'abc',
      height: -1,
      width: 0,
      finish: 'Shiny',
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.issues).toEqual([
      { field: 'book_title', message: 'book_title must be text' },
      { field: 'finish', message: 'finish must be Matt or Gloss' },
      { field: 'height', message: 'height must be a size in mm' },
      {
        field: 'local_price',
        message: 'local_price must be a price of up to 8 digits and 2 decimals',
      },
      { field: 'width', message: 'width must be a size in mm' },
    ]);
  });

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

describe('checkBulkBook values', () => {
  it('keeps a CSV text cell as written, a number-like title too', () => {
    const headers = [...BULK_CSV_HEADERS];
    const cells = headers.map((header) => {
      const value = (print as Record<string, unknown>)[header];
      return header === 'book_title' ? ' 2.50 ' : value === null ? '' : String(value);
    });
    const checked = bulkRowChecker(headers)(cells);
    expect(checked.ok && checked.book.book_title).toBe('2.50');
    expect(checked.ok && checked.book.isbn).toBe('9780306406157');
  });

  it('puts every field of the row in its own place in the book', () => {
    const flags = [
      'barcode_is_required',
      'duplex_needed',
      'heavyGraphics',
      'heavy_graphics',
      'i_duplex_covered',
      'isbn_is_required',
      'perforation',
      'recording_needed',
      'soft_touch_matt_lamination',
      'spiral_bound',
      'spot_uv',
    ];
    const row = {
      ...print,
      ...Object.fromEntries(flags.map((flag) => [flag, false])),
      is_international: true,
      international_price: 12.5,
      i_paper_type_id: 2,
      i_cover_type_id: 3,
      l_paper_type_id: 4,
      l_cover_type_id: 5,
      spine_id: 6,
      voiceover_id: 7,
      gender: 'Female',
      nationality: 'South African',
      no_of_pages: 201,
    };
    for (const flag of flags) {
      const checked = checkBulkBook({ ...row, [flag]: true });
      expect(checked.ok && checked.book).toEqual({ ...row, [flag]: true });
    }
  });
});
