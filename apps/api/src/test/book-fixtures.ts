import type { QuotePayload } from '../features/books/quote-payload.ts';

/** A print book sold in both markets on the seeded price list's first paper and cover. */
export function printQuote(overrides: Partial<QuotePayload> = {}): QuotePayload {
  return {
    book_title: 'The Long Walk',
    format_type: 'print',
    no_of_pages: 200,
    is_local: true,
    is_international: true,
    l_paper_type_id: 1,
    l_cover_type_id: 1,
    i_paper_type_id: 1,
    i_cover_type_id: 1,
    local_price: 250,
    international_price: 19.99,
    isbn_is_required: false,
    barcode_is_required: false,
    isbn: '9780306406157',
    genre: 'FIC000000',
    heavy_graphics: false,
    finish: 'Matt',
    bind: 'perfect-bound',
    height: 229,
    width: 152,
    ...overrides,
  };
}

/** An ebook (international only) asking for an ISBN to be created. */
export function ebookQuote(overrides: Partial<QuotePayload> = {}): QuotePayload {
  return {
    book_title: 'Digital Dawn',
    format_type: 'ebook',
    no_of_pages: 120,
    is_local: false,
    is_international: true,
    international_price: 9.99,
    isbn_is_required: true,
    isbn: null,
    genre: 'SCI000000',
    heavy_graphics: false,
    ...overrides,
  };
}
