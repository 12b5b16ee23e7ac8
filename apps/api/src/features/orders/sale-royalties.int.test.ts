import { formatAmount } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { books } from '../../db/schema/index.ts';
import { describeOnEachDatabase } from '../../test/on-each-database.ts';
import {
  type AuthorWithBook,
  authorWithBook,
  importOrderRows,
  orderRow,
  QUOTING_ROUTES,
} from '../../test/reads-fixture.ts';

interface LedgerRow {
  type: string;
  amount_before_fees: number;
  balance: number;
  transaction_ref: string | null;
}

describeOnEachDatabase(
  'royalties credited from imported sales',
  { routes: [...QUOTING_ROUTES, 'orders', 'transactions'] },
  (server, database) => {
    let author: AuthorWithBook;
    let unitRoyalty: number;
    let unitRoyaltyCents: number;
    const ledger = async () =>
      (
        await server.request<{ results: LedgerRow[] }>(
          'GET',
          '/user/gettransactions?skip=0&take=50',
          { token: author.accessToken },
        )
      ).body.results;
    const balance = async () => (await ledger())[0]?.balance;

    beforeAll(async () => {
      author = await authorWithBook(server);
      const [book] = await database.db
        .select({ royalty: books.localRoyaltyCents })
        .from(books)
        .where(eq(books.id, author.localBookId));
      unitRoyaltyCents = book?.royalty ?? 0;
      unitRoyalty = unitRoyaltyCents / 100;
      expect(unitRoyalty).toBeGreaterThan(0);
    });

    it('credits each sale once, however often it is imported, naming the order', async () => {
      const before = (await balance()) ?? 0;
      const line = orderRow({ order_id: 8101, book_id: author.localBookId, quantity: 3 });
      const first = await importOrderRows(database, [line]);
      expect(first.lines[1]).toBe(
        `royalties: R ${(3 * unitRoyalty).toFixed(2)} credited, R 0.00 reversed`,
      );
      await importOrderRows(database, [line]);
      const rows = await ledger();
      const credits = rows.filter((row) => row.transaction_ref === 'Order 8101');
      expect(credits).toEqual([
        expect.objectContaining({ type: 'royalty', amount_before_fees: 3 * unitRoyalty }),
      ]);
      expect(await balance()).toBeCloseTo(before + 3 * unitRoyalty, 2);
    });

    it('a return takes back exactly its credit; a cancelled order is never credited', async () => {
      const before = (await balance()) ?? 0;
      await importOrderRows(database, [
        orderRow({ order_id: 8201, book_id: author.localBookId, quantity: 2 }),
        orderRow({ order_id: 8202, book_id: author.localBookId, sale_status: 'Cancelled' }),
      ]);
      const returned = await importOrderRows(database, [
        orderRow({
          order_id: 8201,
          book_id: author.localBookId,
          quantity: 2,
          sale_status: 'Returned',
        }),
      ]);
      expect(returned.lines[1]).toBe(
        `royalties: R 0.00 credited, R ${(2 * unitRoyalty).toFixed(2)} reversed`,
      );
      const rows = await ledger();
      expect(
        rows
          .filter((row) => row.transaction_ref?.startsWith('Order 82'))
          .map((row) => [row.type, row.amount_before_fees, row.transaction_ref]),
      ).toEqual([
        ['royalty_returned', -2 * unitRoyalty, 'Order 8201'],
        ['royalty', 2 * unitRoyalty, 'Order 8201'],
      ]);
      expect(await balance()).toBeCloseTo(before, 2);
    });

    it('a line whose quantity changes is credited the difference', async () => {
      const before = (await balance()) ?? 0;
      await importOrderRows(database, [
        orderRow({ order_id: 8301, book_id: author.localBookId, quantity: 1 }),
      ]);
      await importOrderRows(database, [
        orderRow({ order_id: 8301, book_id: author.localBookId, quantity: 4 }),
      ]);
      expect(await balance()).toBeCloseTo(before + 4 * unitRoyalty, 2);
    });

    it('credits an import of more lines than one statement writes', async () => {
      const before = (await balance()) ?? 0;
      const rows = Array.from({ length: 2_500 }, (_, index) =>
        orderRow({ order_id: 90_000 + index, book_id: author.localBookId }),
      );
      const imported = await importOrderRows(database, rows);
      expect(imported.lines).toEqual([
        '2500 order lines added, 0 updated',
        `royalties: R ${formatAmount(2_500 * unitRoyaltyCents)} credited, R 0.00 reversed`,
      ]);
      expect(await balance()).toBeCloseTo(before + (2_500 * unitRoyaltyCents) / 100, 2);
    });

    it('an import refused for one wrong line credits nothing', async () => {
      const before = await balance();
      const refused = await importOrderRows(database, [
        orderRow({ order_id: 8401, book_id: author.localBookId }),
        orderRow({ order_id: 8402, book_id: 999_999 }),
      ]);
      expect(refused.code).toBe(1);
      expect(await balance()).toBe(before);
    });
  },
);
