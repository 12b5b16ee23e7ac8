import { type RoyaltyStatement, tokenizeCsv } from '@pod-portal/domain';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { command as statementsCommand } from '../../cli/statements.ts';
import { balanceEntries, books, royaltyStatements, users } from '../../db/schema/index.ts';
import { sealText } from '../../lib/sealed-text.ts';
import { jobsSettled, type SignedUp, signUp } from '../../test/accounts.ts';
import { describeOnEachDatabase } from '../../test/on-each-database.ts';
import { pdfPageTexts } from '../../test/pdf-text.ts';
import {
  type AuthorWithBook,
  authorWithBook,
  importOrderRows,
  orderRow,
  QUOTING_ROUTES,
} from '../../test/reads-fixture.ts';
import { signInStaff } from '../../test/staff.ts';
import { startDueStatementRun } from './monthly-run.ts';

const LOCAL_ACCOUNT = {
  is_international_account: false,
  bank_name: 'Standard Bank of South Africa',
  brance_code: '051001',
  branch_name: 'N/A',
  account_name: 'Thandi Nkosi',
  account_type: 'Cheque',
  account_number: '0012345678',
};

/** An instant of Johannesburg wall-clock time. */
const sast = (local: string) => new Date(`${local}+02:00`);

interface Listed {
  statements: Array<{ id: number; month: string; title: string; closing_balance: number }>;
}

describeOnEachDatabase(
  'monthly royalty statements',
  {
    routes: [
      ...QUOTING_ROUTES,
      'staff',
      'payouts',
      'staff-payouts',
      'transactions',
      'documents',
      'statements',
    ],
  },
  (server, database) => {
    let staff: { id: number; token: string };
    let author: AuthorWithBook;
    let other: SignedUp;
    let march: RoyaltyStatement;
    let statementId: number;

    /** Dates the author's ledger rows as if made at these instants (the test's fixed clock). */
    async function dateRows(userId: number, instants: Date[]) {
      const rows = await database.db
        .select({ id: balanceEntries.id })
        .from(balanceEntries)
        .where(eq(balanceEntries.userId, userId))
        .orderBy(balanceEntries.id);
      expect(rows).toHaveLength(instants.length);
      for (const [index, row] of rows.entries())
        await database.db
          .update(balanceEntries)
          .set({ createdAt: instants[index] })
          .where(eq(balanceEntries.id, row.id));
    }

    const download = (path: string, token: string) =>
      fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });

    beforeAll(async () => {
      staff = await signInStaff(server);
      author = await authorWithBook(server, 'The Karoo Sky');
      other = await signUp(server, { verified: true });
      await database.db
        .update(users)
        .set({ misc: sealText(server.config.dataKey, JSON.stringify({ bankInfo: LOCAL_ACCOUNT })) })
        .where(eq(users.id, author.id));
      // Sales: 3 copies, and 2 more that are then returned.
      const sold = orderRow({ order_id: 8101, book_id: author.localBookId, quantity: 3 });
      const toReturn = orderRow({ order_id: 8102, book_id: author.localBookId, quantity: 2 });
      expect((await importOrderRows(database, [sold, toReturn])).code).toBe(0);
      const returned = { ...toReturn, sale_status: 'Returned' };
      expect((await importOrderRows(database, [returned])).code).toBe(0);
      // A payout asked for, approved and failed back; then one asked for and kept.
      const ask = async (amount: number) =>
        (
          await server.request<{ payout: { id: number } }>('POST', '/user/payouts', {
            token: author.accessToken,
            body: { amount },
          })
        ).body.payout.id;
      const failing = await ask(100);
      const batch = await server.request('POST', '/staff/payout-batches', {
        token: staff.token,
        body: { payout_ids: [failing] },
      });
      expect(batch.status).toBe(201);
      const failed = await server.request('POST', `/staff/payouts/${failing}/fail`, {
        token: staff.token,
        body: { reason: 'The account is closed' },
      });
      expect(failed.status).toBe(200);
      await ask(120);
      // A charge paid from the balance (as paying a cart with it writes one).
      await database.db
        .insert(balanceEntries)
        .values({ userId: author.id, amountCents: -4_550, kind: 'purchase', reference: 'INV-7' });
      // One more royalty, imported at the stroke of midnight that ends March.
      expect(
        (
          await importOrderRows(database, [
            orderRow({ order_id: 8103, book_id: author.localBookId, quantity: 1 }),
          ])
        ).code,
      ).toBe(0);
      // The welcome credit in February; the rest through March; the last at 00:00 on 1 April.
      await dateRows(author.id, [
        sast('2027-02-14T10:00:00'),
        sast('2027-03-01T00:00:00'),
        sast('2027-03-01T00:00:00'),
        sast('2027-03-09T08:00:00'),
        sast('2027-03-10T09:00:00'),
        sast('2027-03-20T16:00:00'),
        sast('2027-03-25T09:00:00'),
        sast('2027-03-31T23:59:59'),
        sast('2027-04-01T00:00:00'),
      ]);
    });

    it('starts once on the 1st at 07:00 Johannesburg, and catches up for 7 days', async () => {
      expect(await startDueStatementRun(server.app, sast('2027-04-01T06:59:00'))).toBe(false);
      expect(await startDueStatementRun(server.app, sast('2027-04-01T07:00:00'))).toBe(true);
      expect(await startDueStatementRun(server.app, sast('2027-04-01T08:00:00'))).toBe(false);
      await jobsSettled(server);
      // The server was down on 1 June: the run of May is still made on the 7th, not on the 8th.
      expect(await startDueStatementRun(server.app, sast('2027-06-08T07:00:00'))).toBe(false);
      expect(await startDueStatementRun(server.app, sast('2027-06-07T12:00:00'))).toBe(true);
      await jobsSettled(server);
      const made = await database.db
        .select({ month: royaltyStatements.month, emailedAt: royaltyStatements.emailedAt })
        .from(royaltyStatements)
        .where(eq(royaltyStatements.userId, author.id))
        .orderBy(royaltyStatements.month);
      expect(made.map((row) => row.month)).toEqual(['2027-03', '2027-05']);
      expect(made.every((row) => row.emailedAt !== null)).toBe(true);
      const [row] = await database.db
        .select()
        .from(royaltyStatements)
        .where(
          and(eq(royaltyStatements.userId, author.id), eq(royaltyStatements.month, '2027-03')),
        );
      march = row?.statement as RoyaltyStatement;
      statementId = row?.id ?? 0;
    });

    it('reconciles with the ledger to the cent, in Johannesburg months', async () => {
      const sumBefore = async (instant: Date) => {
        const [sum] = await database.db
          .select({ total: sql<string>`coalesce(sum(${balanceEntries.amountCents}), 0)` })
          .from(balanceEntries)
          .where(and(eq(balanceEntries.userId, author.id), lt(balanceEntries.createdAt, instant)));
        return Number(sum?.total);
      };
      expect(march.openingBalance).toBe(await sumBefore(sast('2027-03-01T00:00:00')));
      expect(march.openingBalance).toBe(10_000);
      expect(march.closingBalance).toBe(await sumBefore(sast('2027-04-01T00:00:00')));
      const [unit] = await database.db
        .select({ royalty: books.localRoyaltyCents })
        .from(books)
        .where(eq(books.id, author.localBookId));
      const royalty = Number(unit?.royalty);
      expect(march.totals).toEqual({
        royalties: 5 * royalty,
        'royalty-returns': -2 * royalty,
        fees: -4_550,
        payouts: -22_000,
        'failed-payouts': 10_000,
        other: 0,
      });
      expect(march.sales).toEqual([
        {
          bookTitle: 'The Karoo Sky',
          format: 'Print',
          channel: 'Local marketplace',
          unitsSold: 5,
          unitsReturned: 2,
          royalties: 5 * royalty,
          returns: -2 * royalty,
          net: 3 * royalty,
        },
      ]);
      // The royalty imported at 00:00 on 1 April is April's, not March's.
      expect(march.lines.map((line) => line.date)).not.toContain('2027-04-01');
      expect(march.lines).toHaveLength(7);
      const [may] = await database.db
        .select({ statement: royaltyStatements.statement })
        .from(royaltyStatements)
        .where(
          and(eq(royaltyStatements.userId, author.id), eq(royaltyStatements.month, '2027-05')),
        );
      // May had no rows: its balance carried in is stated; April's royalty is in it.
      expect(may?.statement.lines).toEqual([]);
      expect(may?.statement.openingBalance).toBe(march.closingBalance + royalty);
    });

    it('is emailed once, listed in Documents, and downloads as PDF and CSV', async () => {
      const mails = (await server.mailbox()).filter(
        (mail) => mail.to === author.email && mail.subject.startsWith('Your royalty statement'),
      );
      expect(mails.map((mail) => mail.subject).sort()).toEqual([
        'Your royalty statement for March 2027',
        'Your royalty statement for May 2027',
      ]);
      const listed = await server.request<Listed>('GET', '/user/documents', {
        token: author.accessToken,
      });
      expect(listed.body.statements.map((each) => [each.month, each.title])).toEqual([
        ['2027-05', 'Royalty statement May 2027'],
        ['2027-03', 'Royalty statement March 2027'],
      ]);
      expect(listed.body.statements[1]?.closing_balance).toBe(march.closingBalance / 100);

      const pdf = await download(`/user/statements/${statementId}/pdf`, author.accessToken);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await pdf.arrayBuffer());
      const text = (await pdfPageTexts(bytes)).join(' ');
      for (const expected of [
        'Royalty statement March 2027',
        'Opening balance',
        'R 100.00',
        'Fees and charges',
        '-R 45.50',
        'Failed payouts credited back',
        'The Karoo Sky',
        'Closing balance',
      ])
        expect(text).toContain(expected);
      // Downloaded again, it is the same stored file.
      const again = new Uint8Array(
        await (
          await download(`/user/statements/${statementId}/pdf`, author.accessToken)
        ).arrayBuffer(),
      );
      expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);

      const csv = await server.request<string>('GET', `/user/statements/${statementId}/csv`, {
        token: author.accessToken,
      });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-disposition')).toBe(
        `attachment; filename="ST-2027-03-${String(statementId).padStart(6, '0')}.csv"`,
      );
      const table = tokenizeCsv(csv.body).filter((row) => row.length > 1);
      expect(table[1]?.at(-1)).toBe('100.00');
      expect(table.at(-1)?.at(-1)).toBe((march.closingBalance / 100).toFixed(2));
      expect(table).toHaveLength(7 + 3);
    });

    it('is not found for another author, nor when there is none', async () => {
      for (const kind of ['pdf', 'csv']) {
        const theirs = await server.request('GET', `/user/statements/${statementId}/${kind}`, {
          token: other.accessToken,
        });
        expect(theirs.status).toBe(404);
        const none = await server.request('GET', `/user/statements/2000000000/${kind}`, {
          token: author.accessToken,
        });
        expect(none.status).toBe(404);
      }
      const listed = await server.request<Listed>('GET', '/user/documents', {
        token: other.accessToken,
      });
      // Their own statements only (their welcome credit is a balance carried into March).
      const theirs = await database.db
        .select({ id: royaltyStatements.id })
        .from(royaltyStatements)
        .where(eq(royaltyStatements.userId, other.id))
        .orderBy(royaltyStatements.month);
      expect(listed.body.statements.map((each) => each.id).sort()).toEqual(
        theirs.map((each) => each.id).sort(),
      );
      expect(theirs.map((each) => each.id)).not.toContain(statementId);
    });

    it('ops statements make states a month on demand, once', async () => {
      const lines: string[] = [];
      const sent: unknown[] = [];
      const run = (args: string[]) =>
        statementsCommand.run(args, {
          db: database.db,
          log: (line) => lines.push(line),
          jobs: { send: async (...job: unknown[]) => void sent.push(job) },
        });
      expect(await run(['make', '2027-13'])).toBe(2);
      expect(await run(['make', '2027-03'])).toBe(0);
      expect(lines.slice(1)).toEqual(['0 statements made for 2027-03', '0 queued to be emailed']);
      lines.length = 0;
      expect(await run(['make', '2027-04'])).toBe(0);
      const april = await database.db
        .select({ id: royaltyStatements.id })
        .from(royaltyStatements)
        .where(
          and(
            eq(royaltyStatements.month, '2027-04'),
            inArray(royaltyStatements.userId, [author.id]),
          ),
        );
      expect(april).toHaveLength(1);
      expect(lines[1]).toMatch(/^\d+ queued to be emailed$/);
      expect(sent).toContainEqual(['royalty-statement', { statementId: april[0]?.id }]);
    });
  },
);
