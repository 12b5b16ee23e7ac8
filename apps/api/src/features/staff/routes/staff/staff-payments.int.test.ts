import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { staffActions } from '../../../../db/schema/index.ts';
import { type SignedUp, signUp } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { signInStaff } from '../../../../test/staff.ts';

interface Payments {
  counts: Record<string, number>;
  payments: { reference: string; status: string; amount: number; fee: number | null }[];
}

interface Ledger {
  entries: {
    type: string;
    amount: number;
    reference: string | null;
    author: { user_id: number };
  }[];
  balance: number | null;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describeOnEachDatabase(
  'payments and balances as staff see them',
  { routes: ['auth', 'users', 'dev', 'transactions', 'payments', 'staff'] },
  (server, database) => {
    let staff: { id: number; token: string };
    let author: SignedUp;
    let paid: string;
    let waiting: string;

    /** Starts an EFT top-up of `amount` rand; `pay` sends it through the sandbox to PayFast's checks. */
    const topUp = async (amount: number, pay: boolean) => {
      const reference = `PF-${randomBytes(4).toString('hex')}`;
      const started = await server.request<{ payment: { fields: Record<string, string> } }>(
        'POST',
        '/user/createtransaction',
        {
          token: author.accessToken,
          body: { transaction_ref: reference, amount, user_id: author.id, payment_method: 'eft' },
        },
      );
      expect(started.status).toBe(201);
      if (pay) {
        const form = new URLSearchParams([
          ['m_payment_id', reference],
          ['outcome', 'pay'],
        ]);
        await server.request('POST', '/payments/sandbox/complete', {
          rawBody: form.toString(),
          headers: FORM,
        });
      }
      return reference;
    };
    const payments = (status?: string) =>
      server.request<Payments>('GET', `/staff/payments${status ? `?status=${status}` : ''}`, {
        token: staff.token,
      });
    const record = (body: Record<string, unknown>, token = staff.token) =>
      server.request<{ entry: Ledger['entries'][number]; balance: number }>(
        'POST',
        '/staff/ledger',
        { token, body },
      );

    beforeAll(async () => {
      staff = await signInStaff(server);
      author = await signUp(server, { verified: true });
      paid = await topUp(150, true);
      waiting = await topUp(80.25, false);
    });

    it('lists PayFast payments with their status, fee and author, by status', async () => {
      await vi.waitFor(
        async () =>
          expect((await payments('complete')).body.payments).toContainEqual(
            expect.objectContaining({ reference: paid, amount: 150, status: 'complete' }),
          ),
        { timeout: 15_000, interval: 50 },
      );
      const all = await payments();
      expect(all.status).toBe(200);
      const mine = all.body.payments.filter((row) => [paid, waiting].includes(row.reference));
      expect(mine).toEqual([
        expect.objectContaining({ reference: waiting, status: 'pending', fee: null }),
        expect.objectContaining({
          reference: paid,
          status: 'complete',
          author: { user_id: author.id, name: expect.any(String), email: author.email },
        }),
      ]);
      expect(all.body.counts.pending).toBeGreaterThanOrEqual(1);
      expect(all.body.counts.complete).toBeGreaterThanOrEqual(1);
      const pending = await payments('pending');
      expect(pending.body.payments.map((row) => row.reference)).toContain(waiting);
      expect(pending.body.payments.map((row) => row.reference)).not.toContain(paid);
      expect((await payments('refunded')).status).toBe(400);
    });

    it('records a royalty and a payout the author sees, refusing a payout over the balance', async () => {
      // R 100 welcome bonus + R 150 top-up.
      const before = await server.request<Ledger>('GET', `/staff/ledger?user_id=${author.id}`, {
        token: staff.token,
      });
      expect(before.body.balance).toBe(250);
      expect(before.body.entries.map((entry) => entry.type)).toEqual([
        'topup',
        'registration_bonus',
      ]);

      const royalty = await record({
        user_id: author.id,
        type: 'royalty',
        amount: 320.4,
        note: 'Royalties Q3 2026',
      });
      expect(royalty.status).toBe(201);
      expect(royalty.body).toMatchObject({
        entry: { type: 'royalty', amount: 320.4, reference: 'Royalties Q3 2026' },
        balance: 570.4,
      });
      const tooMuch = await record({
        user_id: author.id,
        type: 'payout',
        amount: 570.41,
        note: 'Payout September 2026',
      });
      expect(tooMuch.status).toBe(409);
      expect(tooMuch.body).toMatchObject({
        description: 'The payout is more than the balance of R 570.40',
      });
      const payout = await record({
        user_id: author.id,
        type: 'payout',
        amount: 570.4,
        note: 'Payout September 2026',
      });
      expect(payout.body).toMatchObject({ entry: { type: 'payout', amount: -570.4 }, balance: 0 });

      const seen = await server.request<{ results: Record<string, unknown>[] }>(
        'GET',
        '/user/gettransactions?skip=0&take=10',
        { token: author.accessToken },
      );
      expect(seen.body.results.slice(0, 2)).toEqual([
        expect.objectContaining({
          type: 'payout',
          amount_after_fees: -570.4,
          balance: 0,
          transaction_ref: 'Payout September 2026',
        }),
        expect.objectContaining({ type: 'royalty', transaction_ref: 'Royalties Q3 2026' }),
      ]);
      const actions = await database.db
        .select()
        .from(staffActions)
        .where(eq(staffActions.userId, author.id));
      expect(actions.map((action) => [action.staffId, action.action, action.details])).toEqual([
        [staff.id, 'balance.royalty', expect.objectContaining({ amount: '320.40' })],
        [staff.id, 'balance.payout', expect.objectContaining({ amount: '-570.40' })],
      ]);
      const everyone = await server.request<Ledger>('GET', '/staff/ledger', { token: staff.token });
      expect(everyone.body.balance).toBeNull();
      expect(everyone.body.entries[0]).toMatchObject({
        type: 'payout',
        author: { user_id: author.id },
      });
    });

    it('refuses bad entries, unknown authors, staff accounts, and authors calling', async () => {
      const note = 'Royalties';
      for (const amount of [0, -10, 0.001, 2_000_000]) {
        const refused = await record({ user_id: author.id, type: 'royalty', amount, note });
        expect(refused.status).toBe(400);
      }
      const noNote = await record({ user_id: author.id, type: 'royalty', amount: 5, note: ' ' });
      expect(noNote.body).toMatchObject({ errors: [expect.objectContaining({ field: 'note' })] });
      for (const userId of [2_000_000_000, staff.id]) {
        expect((await record({ user_id: userId, type: 'royalty', amount: 5, note })).status).toBe(
          404,
        );
        const ledger = await server.request('GET', `/staff/ledger?user_id=${userId}`, {
          token: staff.token,
        });
        expect(ledger.status).toBe(404);
      }
      const asAuthor = { token: author.accessToken };
      expect((await server.request('GET', '/staff/payments', asAuthor)).status).toBe(403);
      expect((await server.request('GET', '/staff/ledger', asAuthor)).status).toBe(403);
      const selfCredit = await record(
        { user_id: author.id, type: 'royalty', amount: 1000, note },
        author.accessToken,
      );
      expect(selfCredit.status).toBe(403);
    });
  },
);
