import { describe, expect, it } from 'vitest';
import { ebookQuote, printQuote } from '../../test/book-fixtures.ts';
import { validateQuote } from './validate-quote.ts';

describe('validateQuote', () => {
  it('accepts a complete print quote and an ebook quote that leaves optional fields out', () => {
    expect(validateQuote(printQuote({ color: 'Colo' }))).toMatchObject({
      ok: true,
      book: { book_title: 'The Long Walk', color: 'Colo', spot_uv: false },
    });
    expect(validateQuote(ebookQuote())).toMatchObject({ ok: true, book: { color: null } });
  });

  it("answers the domain's general-info messages", () => {
    const checked = validateQuote(
      printQuote({ book_title: 'ab', isbn: '9780306406158', genre: null }),
    );
    expect(checked.ok || checked.errors).toEqual([
      { field: 'book_title', message: 'Title must be at least 3 characters long' },
      { field: 'genre', message: 'Please select a genre for your book' },
      {
        field: 'isbn',
        message:
          'Please check your ISBN for a typing error - with these first 12 digits the last digit would be 7, not 8.',
      },
    ]);
    const short = validateQuote(printQuote({ isbn: '978030640615' }));
    expect(short.ok || short.errors).toEqual([
      {
        field: 'isbn',
        message:
          'Please enter a valid ISBN number for your book - 13 characters long and only numbers.',
      },
    ]);
  });

  it('holds saddle-stitched books to 96 pages and ebooks to the international market', () => {
    expect(validateQuote(printQuote({ bind: 'saddle-stitch', no_of_pages: 100 }))).toMatchObject({
      ok: false,
      errors: [
        {
          field: 'no_of_pages',
          message: 'Maximum number of pages for saddle stitch binding is 96.',
        },
      ],
    });
    expect(validateQuote(ebookQuote({ is_local: true, local_price: 100 }))).toMatchObject({
      ok: false,
      errors: [
        {
          field: 'is_local',
          message: 'Ebooks are sold internationally only',
        },
      ],
    });
  });
});
