import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import {
  type AuthorWithBook,
  authorWithBook,
  importOrderRows,
  orderRow,
  QUOTING_ROUTES,
  quoteBook,
  ROYALTIES_LINE,
} from '../../../../test/reads-fixture.ts';

interface Summary {
  book_id: number;
  book_title: string;
  profit: number;
  quantity: number;
  returned: number;
  total_royalties: number;
  total_revenue: number;
}
interface SalesAnswer {
  statusCode: number;
  results: Summary[];
}
interface UserBooks {
  localBooks: { id: number; localRoyalty: string }[];
}

describeOnEachDatabase('sales', { routes: [...QUOTING_ROUTES, 'sales'] }, (server, database) => {
  let author: AuthorWithBook;
  let second: number;
  let other: AuthorWithBook;
  const allSales = (token: string) =>
    server.request<SalesAnswer>('GET', '/user/getallsale', { token });
  const perBook = (token: string, bookId: number) =>
    server.request<SalesAnswer>('GET', `/user/getsaleperbook/${bookId}`, { token });
  /** The book's local royalty per copy, in cents, as the book list answers it. */
  const royaltyCents = async (bookId: number) => {
    const list = await server.request<UserBooks>('GET', '/user/getuserbooks', {
      token: author.accessToken,
    });
    const book = list.body.localBooks.find((row) => row.id === bookId);
    return Math.round(Number(book?.localRoyalty) * 100);
  };

  beforeAll(async () => {
    author = await authorWithBook(server);
    other = await authorWithBook(server, 'Someone Else');
    second = (await quoteBook(server, author.accessToken, 'Second Book')).localBookId;
  });

  it('answers empty results (statusCode 0) before any sale', async () => {
    expect((await allSales(author.accessToken)).body).toEqual({
      statusCode: 0,
      description: 'Successful',
      results: [],
    });
    const one = await perBook(author.accessToken, author.localBookId);
    expect(one.status).toBe(200);
    expect(one.body.results).toEqual([]);
  });

  it('sums the orders per book: returns counted apart, cancelled lines left out', async () => {
    const unit = await royaltyCents(author.localBookId);
    expect(unit).toBeGreaterThan(0);
    const book = author.localBookId;
    const imported = await importOrderRows(database, [
      orderRow({ order_id: 1, book_id: book, quantity: 2, selling_price: '500.00' }),
      orderRow({ order_id: 2, book_id: book, quantity: 1, selling_price: '250.00' }),
      orderRow({ order_id: 3, book_id: book, sale_status: 'Returned', selling_price: '250.00' }),
      orderRow({ order_id: 4, book_id: book, sale_status: 'Cancelled by Customer' }),
      orderRow({ order_id: 5, book_id: second, sale_status: 'Cancelled by Customer' }),
      orderRow({ order_id: 6, book_id: other.localBookId, quantity: 9 }),
    ]);
    expect(imported.code).toBe(0);

    const expected = {
      book_id: book,
      book_title: 'The Long Walk',
      quantity: 4,
      returned: 1,
      total_revenue: 1000,
      total_royalties: (4 * unit) / 100,
      profit: (3 * unit) / 100,
    };
    // The second book only has a cancelled line: it has no sales.
    expect((await allSales(author.accessToken)).body.results).toEqual([expected]);
    expect((await perBook(author.accessToken, book)).body.results).toEqual([expected]);
    expect((await perBook(author.accessToken, second)).body.results).toEqual([]);
  });

  it('keeps the royalty per copy of the first recording when a line is updated', async () => {
    const unit = await royaltyCents(author.localBookId);
    const updated = await importOrderRows(database, [
      orderRow({ order_id: 2, book_id: author.localBookId, sale_status: 'Returned' }),
    ]);
    expect(updated).toEqual({ code: 0, lines: ['0 order lines added, 1 updated', ROYALTIES_LINE] });
    const [summary] = (await perBook(author.accessToken, author.localBookId)).body.results;
    expect(summary).toMatchObject({ quantity: 4, returned: 2, profit: (2 * unit) / 100 });
  });

  it('sums the sales per South African calendar month, oldest first', async () => {
    const unit = await royaltyCents(author.localBookId);
    const imported = await importOrderRows(database, [
      // 23:30 on 31 October in Johannesburg is still October; 00:30 on 1 November is not.
      orderRow({ order_id: 7, book_id: second, order_date: '2026-10-31 23:30' }),
      orderRow({ order_id: 8, book_id: second, order_date: '2026-11-01 00:30' }),
    ]);
    expect(imported.code).toBe(0);
    const secondUnit = await royaltyCents(second);
    const answer = await server.request<{ months: unknown[] }>('GET', '/user/salesbymonth', {
      token: author.accessToken,
    });
    expect(answer.body.months).toEqual([
      {
        month: '2026-10',
        quantity: 1,
        returned: 0,
        total_revenue: 250,
        total_royalties: secondUnit / 100,
        profit: secondUnit / 100,
      },
      {
        month: '2026-11',
        quantity: 5,
        returned: 2,
        total_revenue: 1250,
        total_royalties: (4 * unit + secondUnit) / 100,
        profit: (2 * unit + secondUnit) / 100,
      },
    ]);
  });

  it("answers 404 for another user's book and never shows their sales", async () => {
    const answer = await perBook(author.accessToken, other.localBookId);
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).not.toContain('Someone Else');
    expect((await perBook(author.accessToken, 999_999)).status).toBe(404);
    const theirs = (await allSales(other.accessToken)).body.results;
    expect(theirs.map((summary) => [summary.book_id, summary.quantity])).toEqual([
      [other.localBookId, 9],
    ]);
  });

  it('asks for a token', async () => {
    expect((await server.request('GET', '/user/getallsale')).status).toBe(401);
    expect((await server.request('GET', '/user/getsaleperbook/1')).status).toBe(401);
  });
});
