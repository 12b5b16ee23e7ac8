import { describe, expect, it } from 'vitest';
import type { BookRow } from './list-user-books.ts';
import { matchesOf, toUserBooks, toWireBook } from './to-wire-book.ts';

function row(overrides: Partial<BookRow>): BookRow {
  return {
    id: 1,
    userId: 7,
    quoteId: 3,
    region: 'local',
    bookTitle: 'The Long Walk',
    formatType: 'print',
    isbn: '9780306406157',
    bookCode: null,
    noOfPages: 200,
    localPriceCents: 25_000,
    internationalPriceCents: 1_999,
    localRoyaltyCents: 6_135,
    internationalRoyaltyCents: -312,
    totalCostCents: 5_890,
    status: 'quote',
    bookStage: 'getquote',
    archived: false,
    isPaid: false,
    metaDataInfo: null,
    submission: null,
    contractFile: null,
    createdAt: new Date('2026-11-21T08:00:00Z'),
    updatedAt: new Date('2026-11-21T08:00:00Z'),
    ...overrides,
  };
}

describe('toWireBook', () => {
  it("answers the contract's Book with money as numbers and royalties as decimal strings", () => {
    const book = toWireBook(row({}), { local: 1, international: 2 });
    expect(book).toMatchObject({
      id: 1,
      book_title: 'The Long Walk',
      region: 'local',
      price_sale: 250,
      local_price: 250,
      international_price: 19.99,
      localRoyalty: '61.35',
      internationRoyalty: '-3.12',
      no_of_pages: 200,
      pages: 200,
      contractInfo: null,
      created_at: '2026-11-21T08:00:00.000Z',
    });
    expect(JSON.parse(book.misc)).toEqual({
      status: 'quote',
      archived: false,
      isPaid: false,
      bookStage: 'getquote',
      localBookMatch: 1,
      internationalBookMatch: 2,
      localroyalty: '61.35',
      internationroyalty: '-3.12',
    });
  });

  it('sells an international record at its dollar price and links the signed contract', () => {
    const book = toWireBook(
      row({
        region: 'international',
        localPriceCents: null,
        localRoyaltyCents: null,
        contractFile: 'c 1.pdf',
      }),
      { local: null, international: 1 },
    );
    expect(book).toMatchObject({ price_sale: 19.99, local_price: null, localRoyalty: null });
    expect(book.contractInfo).toBe('/user/getfile/c%201.pdf');
    expect(JSON.parse(book.misc)).not.toHaveProperty('localroyalty');
  });

  it('keeps the metadata in misc', () => {
    const book = toWireBook(row({ metaDataInfo: { author: 'A. Author' } }), {
      local: 1,
      international: null,
    });
    expect(JSON.parse(book.misc).metaDataInfo).toEqual({ author: 'A. Author' });
  });
});

describe('toUserBooks', () => {
  it('splits records by market and links each to its twin of the same quote', () => {
    const rows = [
      row({ id: 10, quoteId: 1, region: 'local' }),
      row({ id: 11, quoteId: 1, region: 'international' }),
      row({ id: 12, quoteId: 2, region: 'international', formatType: 'ebook' }),
    ];
    expect([...matchesOf(rows)]).toEqual([
      [10, { local: 10, international: 11 }],
      [11, { local: 10, international: 11 }],
      [12, { local: null, international: 12 }],
    ]);
    const answer = toUserBooks(rows);
    expect(answer.localBooks.map((book) => book.id)).toEqual([10]);
    expect(answer.internationalBooks.map((book) => book.id)).toEqual([11, 12]);
    expect(JSON.parse(answer.internationalBooks[1]?.misc ?? '')).toMatchObject({
      localBookMatch: null,
      internationalBookMatch: 12,
    });
  });
});
