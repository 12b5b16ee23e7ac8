import { describe, expect, it } from 'vitest';
import { toCartRows } from './to-cart-rows.ts';

const books = {
  localBooks: [{ id: 101, book_title: 'The Karoo Road' }],
  internationalBooks: [{ id: 202, book_title: 'Abroad' }],
};
const misc = (name: string, cost: number) => JSON.stringify([{ name, cost }]);

describe('toCartRows', () => {
  it('names the service, its cost, the book and the day it was added', () => {
    const rows = toCartRows(
      [
        {
          id: 1,
          book_id: 101,
          international_book_id: null,
          misc: misc('Cover design', 1250.5),
          created_at: '2026-11-21T08:30:00Z',
        },
      ],
      books,
    );
    expect(rows).toEqual([
      {
        id: 1,
        product: 'Cover design',
        price: 'R 1 250.50',
        bookName: 'The Karoo Road',
        date: '21/11',
      },
    ]);
  });

  it('finds an international book by its international id', () => {
    const [row] = toCartRows(
      [
        {
          id: 2,
          book_id: null,
          international_book_id: 202,
          misc: misc('ISBN', 250),
          created_at: '2026-11-01T10:00:00Z',
        },
      ],
      books,
    );
    expect(row?.bookName).toBe('Abroad');
  });

  it("says 'Cannot find book' when the book is not among the user's books", () => {
    const [row] = toCartRows(
      [
        {
          id: 3,
          book_id: 999,
          international_book_id: null,
          misc: misc('ISBN', 250),
          created_at: 'x',
        },
      ],
      books,
    );
    expect(row).toMatchObject({ bookName: 'Cannot find book', date: '' });
  });

  it('leaves product and price empty when misc cannot be read', () => {
    const [row] = toCartRows(
      [
        {
          id: 4,
          book_id: 101,
          international_book_id: null,
          misc: 'not json',
          created_at: '2026-11-21T08:30:00Z',
        },
      ],
      books,
    );
    expect(row).toMatchObject({ product: '', price: '' });
  });
});
