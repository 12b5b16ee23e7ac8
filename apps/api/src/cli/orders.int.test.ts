import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { orders } from '../db/schema/index.ts';
import { describeOnEachDatabase } from '../test/on-each-database.ts';
import {
  type AuthorWithBook,
  authorWithBook,
  importOrderRows,
  orderRow,
  QUOTING_ROUTES,
  ROYALTIES_LINE,
} from '../test/reads-fixture.ts';
import { command } from './orders.ts';

describeOnEachDatabase('ops orders import', { routes: QUOTING_ROUTES }, (server, database) => {
  let author: AuthorWithBook;
  let lines: string[];
  const ops = (...args: string[]) => {
    lines = [];
    return command.run(args, { db: database.db, log: (line) => lines.push(line) });
  };
  const stored = () => database.db.select().from(orders);

  beforeAll(async () => {
    author = await authorWithBook(server);
  });

  it('refuses wrong usage (exit 2) and a file it cannot read (exit 1)', async () => {
    for (const args of [[], ['import'], ['export', 'x.csv'], ['import', 'a.csv', 'b.csv']]) {
      expect(await ops(...args)).toBe(2);
      expect(lines).toEqual([
        `usage: ${command.usage}`,
        'columns: order_id, book_id, order_date, customer, sale_status, selling_price, quantity, product_title, takealot_url',
      ]);
    }
    const missing = join(tmpdir(), 'no-such-orders.csv');
    expect(await ops('import', missing)).toBe(1);
    expect(lines).toEqual([`cannot read ${missing}`]);
  });

  it('records nothing when a line is wrong, listing every problem', async () => {
    const outcome = await importOrderRows(database, [
      orderRow({ order_id: 1, book_id: author.localBookId }),
      orderRow({ order_id: 2, book_id: author.internationalBookId }),
      orderRow({ order_id: 3, book_id: 999_999 }),
      orderRow({ order_id: 4, book_id: author.localBookId, quantity: 0, selling_price: 'R250' }),
    ]);
    expect(outcome).toEqual({
      code: 1,
      lines: [
        'line 5: selling_price must be an amount in rand, like 250.00',
        'line 5: quantity must be a whole number from 1',
        'nothing was recorded',
      ],
    });
    const unknownBooks = await importOrderRows(database, [
      orderRow({ order_id: 1, book_id: author.localBookId }),
      orderRow({ order_id: 2, book_id: author.internationalBookId }),
      orderRow({ order_id: 3, book_id: 999_999 }),
    ]);
    expect(unknownBooks).toEqual({
      code: 1,
      lines: [
        `line 3: book_id ${author.internationalBookId} is not a local book record`,
        'line 4: book_id no book 999999',
        'nothing was recorded',
      ],
    });
    expect(await stored()).toEqual([]);
  });

  it('adds new lines and updates recorded ones', async () => {
    const first = await importOrderRows(database, [
      orderRow({ order_id: 10, book_id: author.localBookId, sale_status: 'Accepted' }),
    ]);
    expect(first).toEqual({ code: 0, lines: ['1 order lines added, 0 updated', ROYALTIES_LINE] });
    const second = await importOrderRows(database, [
      orderRow({ order_id: 10, book_id: author.localBookId, sale_status: 'Shipped to Customer' }),
      orderRow({ order_id: 11, book_id: author.localBookId, sale_status: 'Cancelled' }),
    ]);
    expect(second).toEqual({ code: 0, lines: ['1 order lines added, 1 updated', ROYALTIES_LINE] });
    const rows = await stored();
    expect(rows.map((row) => [row.orderId, row.saleStatus, row.outcome]).sort()).toEqual([
      [10, 'Shipped to Customer', 'sale'],
      [11, 'Cancelled', 'cancelled'],
    ]);
  });
});
