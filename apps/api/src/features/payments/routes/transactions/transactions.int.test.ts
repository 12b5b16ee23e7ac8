import { beforeAll, expect, it } from 'vitest';
import { type SignedUp, signUp } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { QUOTING_ROUTES } from '../../../../test/reads-fixture.ts';
import { createCoupon } from '../../../coupons/create-coupon.ts';

interface LedgerAnswer {
  statusCode: number;
  results: {
    id: number;
    created_at: string;
    type: string;
    amount_before_fees: number;
    fee: number;
    amount_after_fees: number;
    status: string;
    balance: number;
    transaction_ref: string | null;
  }[];
}

describeOnEachDatabase(
  'the balance ledger',
  { routes: [...QUOTING_ROUTES, 'transactions'] },
  (server, database) => {
    let author: SignedUp;
    const ledger = (token: string, query = '') =>
      server.request<LedgerAnswer>('GET', `/user/gettransactions${query}`, { token });

    beforeAll(async () => {
      author = await signUp(server, { verified: true });
    });

    it('starts with the R100 registration bonus', async () => {
      const answer = await ledger(author.accessToken);
      expect(answer.status).toBe(200);
      expect(answer.body.statusCode).toBe(0);
      expect(answer.body.results).toEqual([
        {
          id: expect.any(Number),
          created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          type: 'registration_bonus',
          amount_before_fees: 100,
          fee: 0,
          amount_after_fees: 100,
          status: 'complete',
          balance: 100,
          transaction_ref: null,
          invoice_url: null,
        },
      ]);
    });

    it('adds a redeemed coupon on top, newest first, with the running balance', async () => {
      for (const [code, amount] of [
        ['LEDGER50', 5000],
        ['LEDGER12', 1250],
      ] as const) {
        await createCoupon(database.db, { code, kind: 'value', amount, maxUses: null });
        const redeemed = await server.request('POST', '/user/addcoupon', {
          token: author.accessToken,
          body: { coupon_code: code },
        });
        expect(redeemed.status).toBe(200);
      }
      const rows = (await ledger(author.accessToken)).body.results;
      expect(rows.map((row) => [row.type, row.amount_after_fees, row.balance])).toEqual([
        ['coupon', 12.5, 162.5],
        ['coupon', 50, 150],
        ['registration_bonus', 100, 100],
      ]);
      expect(rows.every((row) => row.transaction_ref === null && row.status === 'complete')).toBe(
        true,
      );
    });

    it('pages with skip and take without changing the balances', async () => {
      const page = (await ledger(author.accessToken, '?skip=1&take=1')).body.results;
      expect(page.map((row) => [row.amount_after_fees, row.balance])).toEqual([[50, 150]]);
      expect((await ledger(author.accessToken, '?skip=3')).body.results).toEqual([]);
      expect((await ledger(author.accessToken, '?take=0')).status).toBe(400);
    });

    it('shows each user only their own ledger, and asks for a token', async () => {
      const other = await signUp(server, { verified: true });
      const rows = (await ledger(other.accessToken)).body.results;
      expect(rows.map((row) => [row.type, row.balance])).toEqual([['registration_bonus', 100]]);
      expect((await server.request('GET', '/user/gettransactions')).status).toBe(401);
    });
  },
);
