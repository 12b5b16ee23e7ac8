import { beforeAll, expect, it } from 'vitest';
import { signUp } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import {
  type AuthorWithBook,
  authorWithBook,
  importOrderRows,
  orderRow,
  QUOTING_ROUTES,
  ROYALTIES_LINE,
} from '../../../../test/reads-fixture.ts';

interface OrdersAnswer {
  statusCode: number;
  description: string;
  count?: number;
  results: { order_id: number; book_id: number; sale_status: string; order_date: string }[];
}

describeOnEachDatabase('orders', { routes: [...QUOTING_ROUTES, 'orders'] }, (server, database) => {
  let author: AuthorWithBook;
  let other: AuthorWithBook;
  const orders = (token: string, query = '') =>
    server.request<OrdersAnswer>('GET', `/user/getbookorders${query}`, { token });
  const perBook = (token: string, bookId: number) =>
    server.request<OrdersAnswer>('GET', `/user/getordersperbook/${bookId}`, { token });

  beforeAll(async () => {
    author = await authorWithBook(server);
    other = await authorWithBook(server, 'Someone Else');
  });

  it('answers statusCode 11 with HTTP 200 while the user has no orders', async () => {
    const answer = await orders(author.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      statusCode: 11,
      description: 'No orders found',
      results: [],
      count: 0,
    });
    expect((await perBook(author.accessToken, author.localBookId)).body.statusCode).toBe(11);
  });

  it("lists the user's orders newest first, in rand, with every contract field", async () => {
    const imported = await importOrderRows(database, [
      orderRow({ order_id: 7001, book_id: author.localBookId, order_date: '2026-11-01 09:00' }),
      orderRow({
        order_id: 7002,
        book_id: author.localBookId,
        order_date: '2026-11-03T10:30:00Z',
        customer: 'P. van Wyk',
        sale_status: 'Returned',
        selling_price: '499.90',
        quantity: 2,
      }),
      orderRow({ order_id: 7003, book_id: author.localBookId, order_date: '2026-11-02 08:15' }),
      orderRow({ order_id: 9001, book_id: other.localBookId, product_title: 'Someone Else' }),
    ]);
    expect(imported).toEqual({
      code: 0,
      lines: ['4 order lines added, 0 updated', ROYALTIES_LINE],
    });

    const answer = await orders(author.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body.statusCode).toBe(0);
    expect(answer.body.count).toBe(3);
    expect(answer.body.results.map((order) => order.order_id)).toEqual([7002, 7003, 7001]);
    expect(answer.body.results[0]).toEqual({
      order_id: 7002,
      book_id: author.localBookId,
      createdAt: '2026-11-03T10:30:00.000Z',
      order_date: '2026-11-03T10:30:00.000Z',
      customer: 'P. van Wyk',
      sale_status: 'Returned',
      selling_price: 499.9,
      quantity: 2,
      product_title: 'The Long Walk',
      takealot_url: 'https://www.takealot.com/the-long-walk/PLID00000001',
    });
    // A time without an offset is South African time (UTC+2).
    expect(answer.body.results[2]?.order_date).toBe('2026-11-01T07:00:00.000Z');
  });

  it('pages with skip and take, keeping the total count', async () => {
    const page = await orders(author.accessToken, '?skip=1&take=1');
    expect(page.body.count).toBe(3);
    expect(page.body.results.map((order) => order.order_id)).toEqual([7003]);
    const past = await orders(author.accessToken, '?skip=5&take=12');
    expect(past.body).toMatchObject({ statusCode: 0, count: 3, results: [] });
    const refused = await orders(author.accessToken, '?take=101');
    expect(refused.status).toBe(400);
    expect((await orders(author.accessToken, '?skip=-1')).status).toBe(400);
  });

  it("lists one book's orders; a book without orders answers 11", async () => {
    const answer = await perBook(author.accessToken, author.localBookId);
    expect(answer.body.results.map((order) => order.order_id)).toEqual([7002, 7003, 7001]);
    const none = await perBook(author.accessToken, author.internationalBookId);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ statusCode: 11, results: [] });
  });

  it("keeps each user's orders to themselves: another user's book answers 404", async () => {
    const theirs = await orders(other.accessToken);
    expect(theirs.body.results.map((order) => order.order_id)).toEqual([9001]);
    for (const bookId of [other.localBookId, other.internationalBookId, 999_999]) {
      const answer = await perBook(author.accessToken, bookId);
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('9001');
    }
    const stranger = await signUp(server, { verified: true });
    expect((await orders(stranger.accessToken)).body.statusCode).toBe(11);
  });

  it('asks for a token', async () => {
    expect((await server.request('GET', '/user/getbookorders')).status).toBe(401);
    expect((await server.request('GET', '/user/getordersperbook/1')).status).toBe(401);
  });
});
