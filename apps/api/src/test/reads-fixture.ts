import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toCsv } from '@pod-portal/domain';
import { expect } from 'vitest';
import { command as ordersCommand } from '../cli/orders.ts';
import type { ORDER_CSV_HEADERS } from '../features/orders/parse-orders-csv.ts';
import { type SignedUp, signUp } from './accounts.ts';
import { printQuote } from './book-fixtures.ts';
import { CORE_ROUTES, type TestDatabase, type TestServer } from './harness.ts';

/** The accounts core with books and quotes, to create books for the read routes. */
export const QUOTING_ROUTES = [...CORE_ROUTES, 'books', 'quotes'];

export interface AuthorWithBook extends SignedUp {
  localBookId: number;
  internationalBookId: number;
}

/** Quotes a print book in both markets (an ISBN to be created) for the token's user. */
export async function quoteBook(server: TestServer, token: string, title: string) {
  const quote = await server.request<{ localBookId: number; internationalBookId: number }>(
    'POST',
    '/user/getquote',
    { token, body: printQuote({ book_title: title, isbn: null, isbn_is_required: true }) },
  );
  if (quote.status !== 201) throw new Error(`quote failed: ${JSON.stringify(quote.body)}`);
  const { localBookId, internationalBookId } = quote.body;
  return { localBookId, internationalBookId };
}

/** A verified author with a print book quoted in both markets. */
export async function authorWithBook(
  server: TestServer,
  title = 'The Long Walk',
): Promise<AuthorWithBook> {
  const author = await signUp(server, { verified: true });
  return { ...author, ...(await quoteBook(server, author.accessToken, title)) };
}

/** `authorWithBook` with an ISBN creation in the cart for the book (R 287.50; R 100 balance). */
export async function authorWithIsbnInCart(
  server: TestServer,
  title: string,
): Promise<AuthorWithBook> {
  const author = await authorWithBook(server, title);
  await server.request('POST', '/user/addtocart', {
    token: author.accessToken,
    body: {
      book_id: author.localBookId,
      international_book_id: author.internationalBookId,
      service: 'isbnCreation',
    },
  });
  return author;
}

/** The author's balance in cents, as /user/viewuserinfo answers it. */
export async function balanceOf(server: TestServer, author: { accessToken: string }) {
  const info = await server.request('GET', '/user/viewuserinfo', { token: author.accessToken });
  return Number(info.body.balance_cents);
}

type OrderCsvRow = Record<(typeof ORDER_CSV_HEADERS)[number], string | number>;

/** A shipped order line of one copy at R250 (override any column). */
export function orderRow(overrides: Partial<OrderCsvRow> & { book_id: number }): OrderCsvRow {
  return {
    order_id: 5001,
    order_date: '2026-11-19 14:05',
    customer: 'J. Naidoo',
    sale_status: 'Shipped to Customer',
    selling_price: '250.00',
    quantity: 1,
    product_title: 'The Long Walk',
    takealot_url: 'https://www.takealot.com/the-long-walk/PLID00000001',
    ...overrides,
  };
}

/** Runs `ops orders import` on a CSV of `rows`, answering its exit code and printed lines. */
export async function importOrderRows(database: TestDatabase, rows: OrderCsvRow[]) {
  const columns = Object.keys(rows[0] ?? {}) as (keyof OrderCsvRow)[];
  const csv = toCsv([columns, ...rows.map((row) => columns.map((column) => row[column]))]);
  const file = join(tmpdir(), `orders-${randomBytes(6).toString('hex')}.csv`);
  await writeFile(file, csv);
  const lines: string[] = [];
  const code = await ordersCommand.run(['import', file], {
    db: database.db,
    log: (line) => lines.push(line),
  });
  return { code, lines };
}

/** The royalties line `ops orders import` prints after the lines it recorded. */
export const ROYALTIES_LINE = expect.stringMatching(
  /^royalties: R [\d ]+\.\d{2} credited, R [\d ]+\.\d{2} reversed$/,
);
