import {
  EXPORT_RANGE_MESSAGES,
  LEDGER_TYPE_LABELS,
  type LedgerType,
  SALES_CSV_COLUMNS,
  TRANSACTIONS_CSV_COLUMNS,
  tokenizeCsv,
} from '@pod-portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceEntries, books } from '../../../../db/schema/index.ts';
import { EXPORT_PAGE_ROWS } from '../../../../db/time-keyset.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import {
  type AuthorWithBook,
  authorWithBook,
  importOrderRows,
  orderRow,
  QUOTING_ROUTES,
  quoteBook,
} from '../../../../test/reads-fixture.ts';

interface LedgerEntry {
  id: number;
  type: LedgerType;
  amount_after_fees: number;
  status: string;
  balance: number;
  transaction_ref: string | null;
}
interface Summary {
  total_revenue: number;
  profit: number;
}

/** Rand as the CSV writes it, from the JSON answers' decimal amount. */
const decimal = (amount: number) => (Math.round(amount * 100) / 100).toFixed(2);
const cents = (text: string | undefined) => Math.round(Number(text) * 100);
const column = (rows: string[][], name: string, header: readonly string[]) =>
  rows.map((row) => row[header.indexOf(name)] ?? '');

describeOnEachDatabase(
  'the CSV exports',
  { routes: [...QUOTING_ROUTES, 'sales', 'transactions'] },
  (server, database) => {
    let author: AuthorWithBook;
    let second: number;
    let other: AuthorWithBook;

    /** The raw answer (the test harness's text drops the byte order mark). */
    const download = (path: string, token?: string) =>
      fetch(`${server.url}/api${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    /** A CSV answer's header and rows. */
    async function csv(path: string, token: string) {
      const answer = await download(path, token);
      expect(answer.status).toBe(200);
      const bytes = new Uint8Array(await answer.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
      const [header = [], ...rows] = tokenizeCsv(text);
      return { header, rows, answer };
    }
    const ledger = async (token: string) =>
      (
        await server.request<{ results: LedgerEntry[] }>('GET', '/user/gettransactions', {
          token,
        })
      ).body.results;

    beforeAll(async () => {
      author = await authorWithBook(server);
      other = await authorWithBook(server, 'Someone Else');
      second = (await quoteBook(server, author.accessToken, 'Second Book')).localBookId;
      // A title that reads as a formula in a spreadsheet (the wizard would refuse it).
      await database.db.update(books).set({ bookTitle: '=SUM(1+1)' }).where(eq(books.id, second));
      const imported = await importOrderRows(database, [
        // 23:59 on 28 February and 00:00 on 1 April (Johannesburg) are outside March.
        orderRow({ order_id: 105, book_id: author.localBookId, order_date: '2026-02-28 23:59' }),
        orderRow({
          order_id: 101,
          book_id: author.localBookId,
          order_date: '2026-03-01 00:00',
          quantity: 2,
          selling_price: '500.00',
        }),
        orderRow({ order_id: 102, book_id: second, order_date: '2026-03-15 12:00' }),
        orderRow({
          order_id: 103,
          book_id: author.localBookId,
          order_date: '2026-03-31 23:59',
          sale_status: 'Returned',
        }),
        orderRow({
          order_id: 104,
          book_id: author.localBookId,
          order_date: '2026-04-01 00:00',
          sale_status: 'Cancelled by Customer',
        }),
        orderRow({ order_id: 106, book_id: other.localBookId, order_date: '2026-03-10 09:00' }),
      ]);
      expect(imported.code).toBe(0);
      // The authors' ledgers on fixed days: the bonus, the royalties credited on import (one a
      // minute, in the order they were written), a staff note written as a formula, a debit.
      for (const { id } of [author, other]) {
        const entries = await database.db
          .select({ id: balanceEntries.id })
          .from(balanceEntries)
          .where(eq(balanceEntries.userId, id))
          .orderBy(asc(balanceEntries.id));
        for (const [index, entry] of entries.entries()) {
          await database.db
            .update(balanceEntries)
            .set({ createdAt: new Date(Date.UTC(2026, 2, 1, 8, index)) })
            .where(eq(balanceEntries.id, entry.id));
        }
      }
      await database.db.insert(balanceEntries).values([
        {
          userId: author.id,
          kind: 'adjustment',
          amountCents: 12_345,
          reference: '=HYPERLINK("http://evil.example","click")',
          // 23:30 UTC on 31 March is 1 April in Johannesburg.
          createdAt: new Date('2026-03-31T23:30:00Z'),
        },
        {
          userId: author.id,
          kind: 'adjustment',
          amountCents: -5_050,
          reference: '-Correction',
          createdAt: new Date('2026-03-31T21:59:00Z'),
        },
      ]);
    });

    describe('sales', () => {
      it('answers every order line of the author, oldest first, that add up to the sales page', async () => {
        const { header, rows, answer } = await csv('/user/exportsales', author.accessToken);
        expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(answer.headers.get('content-disposition')).toBe('attachment; filename="sales.csv"');
        expect(answer.headers.get('cache-control')).toBe('no-store');
        expect(header).toEqual([...SALES_CSV_COLUMNS]);
        expect(column(rows, 'Order reference', header)).toEqual([
          '105',
          '101',
          '102',
          '103',
          '104',
        ]);
        const [unitRow] = await database.db
          .select({ cents: books.localRoyaltyCents })
          .from(books)
          .where(eq(books.id, author.localBookId));
        const unit = unitRow?.cents ?? 0;
        expect(unit).toBeGreaterThan(0);
        expect(rows[1]).toEqual([
          '2026-03-01 00:00',
          '101',
          'The Long Walk',
          '',
          'Print',
          'Local',
          '2',
          '500.00',
          decimal((2 * unit) / 100),
          'Shipped to Customer',
        ]);
        // The returned and the cancelled lines kept no royalty.
        expect(column(rows, 'Royalty', header).slice(3)).toEqual(['0.00', '0.00']);
        expect(column(rows, 'Status', header).slice(3)).toEqual([
          'Returned',
          'Cancelled by Customer',
        ]);
        // The title written as a formula is shown as text.
        expect(column(rows, 'Book title', header)[2]).toBe("'=SUM(1+1)");

        const summaries = (
          await server.request<{ results: Summary[] }>('GET', '/user/getallsale', {
            token: author.accessToken,
          })
        ).body.results;
        const sum = (values: string[]) => values.reduce((total, value) => total + cents(value), 0);
        const sold = rows.filter((row) => row[9] !== 'Cancelled by Customer');
        expect(sum(column(sold, 'Price', header))).toBe(
          summaries.reduce((total, book) => total + Math.round(book.total_revenue * 100), 0),
        );
        const royalties = sum(column(rows, 'Royalty', header));
        expect(royalties).toBe(
          summaries.reduce((total, book) => total + Math.round(book.profit * 100), 0),
        );
        // And the ledger credited exactly that, to the cent.
        const credited = (await ledger(author.accessToken)).filter((entry) =>
          entry.transaction_ref?.startsWith('Order '),
        );
        expect(credited.length).toBeGreaterThan(0);
        expect(
          credited.reduce((total, entry) => total + Math.round(entry.amount_after_fees * 100), 0),
        ).toBe(royalties);
      });

      it('keeps to the range of South African days, both ends included', async () => {
        const { rows, answer } = await csv(
          '/user/exportsales?from=2026-03-01&to=2026-03-31',
          author.accessToken,
        );
        expect(answer.headers.get('content-disposition')).toBe(
          'attachment; filename="sales-2026-03-01-to-2026-03-31.csv"',
        );
        expect(rows.map((row) => row[1])).toEqual(['101', '102', '103']);
        const from = await csv('/user/exportsales?from=2026-03-31', author.accessToken);
        expect(from.rows.map((row) => row[1])).toEqual(['103', '104']);
        const to = await csv('/user/exportsales?to=2026-02-28', author.accessToken);
        expect(to.rows.map((row) => row[1])).toEqual(['105']);
        const day = await csv(
          '/user/exportsales?from=2026-03-15&to=2026-03-15',
          author.accessToken,
        );
        expect(day.rows.map((row) => row[1])).toEqual(['102']);
      });

      it("gives another author only their own lines, and nobody's without a token", async () => {
        const { rows } = await csv('/user/exportsales', other.accessToken);
        expect(rows.map((row) => [row[1], row[2]])).toEqual([['106', 'Someone Else']]);
        const anonymous = await download('/user/exportsales');
        expect(anonymous.status).toBe(401);
      });
    });

    describe('transactions', () => {
      it('answers every movement oldest first, reconciling to the ledger and the balance', async () => {
        const { header, rows, answer } = await csv('/user/exporttransactions', author.accessToken);
        expect(answer.headers.get('content-disposition')).toBe(
          'attachment; filename="transactions.csv"',
        );
        expect(header).toEqual([...TRANSACTIONS_CSV_COLUMNS]);
        const page = (await ledger(author.accessToken)).reverse();
        expect(rows).toHaveLength(page.length);
        expect(rows.map((row) => [row[1], row[2] ?? '', row[3], row[4], row[5]])).toEqual(
          page.map((entry) => [
            LEDGER_TYPE_LABELS[entry.type],
            entry.transaction_ref?.replace(/^([=-])/, "'$1") ?? '',
            decimal(entry.amount_after_fees),
            entry.status,
            decimal(entry.balance),
          ]),
        );
        let balance = 0;
        for (const row of rows) {
          balance += cents(row[3]);
          expect(cents(row[5])).toBe(balance);
        }
        expect(balance).toBe(Math.round((page.at(-1)?.balance ?? Number.NaN) * 100));
        expect(rows[0]?.slice(0, 4)).toEqual([
          '2026-03-01 10:00',
          'Registration bonus',
          '',
          '100.00',
        ]);
        // The staff note written as a formula is text; the negative amount stays a number.
        expect(rows.at(-2)?.slice(1, 4)).toEqual(['Payout', "'-Correction", '-50.50']);
        expect(rows.at(-1)?.slice(0, 4)).toEqual([
          '2026-04-01 01:30',
          'Royalty',
          '\'=HYPERLINK("http://evil.example","click")',
          '123.45',
        ]);
      });

      it('carries the balance from before the range into it', async () => {
        const all = await csv('/user/exporttransactions', author.accessToken);
        const march = await csv(
          '/user/exporttransactions?from=2026-03-02&to=2026-03-31',
          author.accessToken,
        );
        expect(march.answer.headers.get('content-disposition')).toBe(
          'attachment; filename="transactions-2026-03-02-to-2026-03-31.csv"',
        );
        // Everything on 1 March (the bonus, the royalties) is before; 1 April's credit after.
        expect(march.rows).toEqual(all.rows.slice(-2, -1));
        const [only] = march.rows;
        const before = all.rows.at(-3);
        expect(cents(only?.[5]) - cents(only?.[3])).toBe(cents(before?.[5]));
        const april = await csv('/user/exporttransactions?from=2026-04-01', author.accessToken);
        expect(april.rows).toEqual(all.rows.slice(-1));
      });

      it('answers every row of a long ledger, not one page, across equal times', async () => {
        const many = EXPORT_PAGE_ROWS * 2 + 3;
        // Equal times to the microsecond (a JavaScript Date keeps milliseconds only).
        await database.db.execute(sql`
          insert into balance_entries (user_id, kind, amount_cents, reference, created_at)
          select ${other.id}, 'adjustment', n, 'bulk ' || n, '2026-06-01 10:00:00.123456+00'
          from generate_series(1, ${many}) as n`);
        const { rows } = await csv('/user/exporttransactions?from=2026-06-01', other.accessToken);
        expect(rows).toHaveLength(many);
        expect(new Set(rows.map((row) => row[2])).size).toBe(many);
        const [last] = (await ledger(other.accessToken)).slice(0, 1);
        expect(rows.at(-1)?.[5]).toBe(decimal(last?.balance ?? Number.NaN));
        const expected = (many * (many + 1)) / 2;
        expect(rows.reduce((total, row) => total + cents(row[3]), 0)).toBe(expected);
        const { rows: mine } = await csv('/user/exporttransactions', author.accessToken);
        expect(mine.some((row) => row[2]?.startsWith('bulk'))).toBe(false);
      });
    });

    describe('the range', () => {
      const refused = async (path: string, field: string, message: string) => {
        const answer = await server.request<{ description: string; errors: unknown[] }>(
          'GET',
          path,
          { token: author.accessToken },
        );
        expect(answer.status, path).toBe(400);
        expect(answer.body.description, path).toBe(message);
        expect(answer.body.errors, path).toEqual([{ field, message }]);
      };

      for (const path of ['/user/exporttransactions', '/user/exportsales']) {
        it(`${path} takes the bounds and refuses what is past them, in the product's words`, async () => {
          for (const ok of [
            '?from=2000-01-01',
            '?to=2099-12-31',
            '?from=2000-01-01&to=2099-12-31',
            '?from=2028-02-29&to=2028-02-29',
          ]) {
            expect((await download(`${path}${ok}`, author.accessToken)).status, ok).toBe(200);
          }
          const { badFrom, badTo, outOfBounds, fromAfterTo } = EXPORT_RANGE_MESSAGES;
          await refused(`${path}?from=1999-12-31`, 'from', outOfBounds);
          await refused(`${path}?to=2100-01-01`, 'to', outOfBounds);
          await refused(`${path}?from=2026-04-01&to=2026-03-31`, 'from', fromAfterTo);
          for (const bad of ['2026-02-30', '2027-02-29', '01-03-2026', '2026-3-1', 'today', '']) {
            await refused(`${path}?from=${bad}`, 'from', badFrom);
            await refused(`${path}?to=${bad}`, 'to', badTo);
          }
          await refused(`${path}?from=2026-03-01&from=2026-03-02`, 'from', badFrom);
          await refused(`${path}?from=${'9'.repeat(4000)}`, 'from', badFrom);
          expect(
            (await download(`${path}?from=2026-03-01&unknown=1`, author.accessToken)).status,
          ).toBe(200);
        });
      }
    });

    it('keeps the other author out of the first author’s ledger rows', async () => {
      const { rows } = await csv('/user/exporttransactions', other.accessToken);
      const mine = await database.db
        .select({ reference: balanceEntries.reference })
        .from(balanceEntries)
        .where(and(eq(balanceEntries.userId, author.id), eq(balanceEntries.kind, 'adjustment')));
      const references = new Set(rows.map((row) => row[2]));
      expect(mine.length).toBeGreaterThan(0);
      for (const { reference } of mine) expect(references.has(`'${reference}`)).toBe(false);
      expect(rows.every((row) => !row[2]?.includes('evil'))).toBe(true);
    });
  },
);
