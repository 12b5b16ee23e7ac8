import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it, vi } from 'vitest';
import { paymentTransactions } from '../../../../db/schema/index.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import {
  type AuthorWithBook,
  authorWithBook,
  authorWithIsbnInCart,
  balanceOf,
  QUOTING_ROUTES,
} from '../../../../test/reads-fixture.ts';
import { payfastSignature } from '../../payfast-signature.ts';

interface Started {
  transaction: { transaction_ref: string; status: string; amount: number };
  payment: { action: string; method: string; fields: Record<string, string> };
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const WAIT = { timeout: 15_000, interval: 50 };

describeOnEachDatabase(
  'paying through PayFast (the built-in sandbox)',
  { routes: [...QUOTING_ROUTES, 'cart', 'transactions', 'payments'] },
  (server) => {
    let author: AuthorWithBook;
    const balance = () => balanceOf(server, author);
    const start = (amount: number, ref = `PF-${Date.now()}-${randomBytes(3).toString('hex')}`) =>
      server.request<Started>('POST', '/user/createtransaction', {
        token: author.accessToken,
        body: { transaction_ref: ref, amount, user_id: author.id, payment_method: 'eft' },
      });
    const post = (path: string, pairs: Array<[string, string]>) =>
      server.request<string>('POST', path, {
        rawBody: new URLSearchParams(pairs).toString(),
        headers: FORM,
      });
    const settle = (ref: string) =>
      server.request<Record<string, unknown>>('POST', '/user/posttransaction', {
        token: author.accessToken,
        body: { transaction_ref: ref },
      });
    /** A notification as PayFast sends it for `ref`, signed unless `sign` is false. */
    const notification = (ref: string, amount: string, pfId: string, passphrase?: string) => {
      const pairs: Array<[string, string]> = [
        ['m_payment_id', ref],
        ['pf_payment_id', pfId],
        ['payment_status', 'COMPLETE'],
        ['item_name', 'Print on Demand services'],
        ['amount_gross', amount],
        ['amount_fee', '-4.60'],
        ['amount_net', amount],
        ['merchant_id', server.config.payfast.merchantId],
      ];
      return [
        ...pairs,
        ['signature', payfastSignature(pairs, passphrase ?? server.config.payfast.passphrase)],
      ] as Array<[string, string]>;
    };
    const logged = (text: string) => server.logs.some((line) => line.includes(text));

    beforeEach(async () => {
      author = await authorWithIsbnInCart(server, 'The Karoo Road');
    });

    it('tops up through the sandbox (Pay), credits once, and settles the cart', async () => {
      const started = await start(187.5);
      expect(started.status).toBe(201);
      const { fields, action } = started.body.payment;
      const ref = started.body.transaction.transaction_ref;
      expect(action).toBe(`${server.config.publicUrl}/api/payments/sandbox/process`);
      expect(fields).toMatchObject({ amount: '187.50', m_payment_id: ref, payment_method: 'eft' });
      expect(new URL(fields.return_url ?? '').pathname).toBe('/checkout/success');
      // Not confirmed yet: settling waits.
      expect((await settle(ref)).body).toMatchObject({ statusCode: 'T11' });

      const page = await post('/payments/sandbox/process', Object.entries(fields));
      expect(page.status).toBe(200);
      expect(page.body).toContain('R 187.50');
      const forged = await post('/payments/sandbox/process', [
        ...Object.entries(fields).filter(([key]) => key !== 'amount'),
        ['amount', '1.00'],
      ]);
      expect(forged.status).toBe(400);

      const done = await post('/payments/sandbox/complete', [
        ['m_payment_id', ref],
        ['outcome', 'pay'],
      ]);
      expect(done.body).toContain('/checkout/success?token=');
      await vi.waitFor(async () => expect(await balance()).toBe(28_750), WAIT);

      const settled = await settle(ref);
      expect(settled.body).toMatchObject({
        statusCode: 0,
        amountToPay: 0,
        cartTotal: 287.5,
        balance: 0,
      });
      // Settling again pays nothing more.
      expect((await settle(ref)).body).toEqual(settled.body);
      expect(await balance()).toBe(0);
    });

    it('credits nothing for a forged notification: bad signature, wrong amount, unknown reference, replay', async () => {
      const started = await start(187.5);
      const ref = started.body.transaction.transaction_ref;
      const forgeries = [
        notification(ref, '187.50', '9000001', 'not-the-passphrase'),
        notification(ref, '18.75', '9000002'),
        notification('PF-unknown', '187.50', '9000003'),
      ];
      for (const pairs of forgeries) {
        expect((await post('/payments/payfast/notify', pairs)).status).toBe(200);
      }
      await vi.waitFor(() => {
        expect(logged('the signature does not match')).toBe(true);
        expect(logged('is not the transaction')).toBe(true);
        expect(logged('no transaction PF-unknown')).toBe(true);
      }, WAIT);
      expect(await balance()).toBe(10_000);

      // The genuine one, then PayFast's retry of it: credited once.
      const genuine = notification(ref, '187.50', '9000004');
      await post('/payments/payfast/notify', genuine);
      await vi.waitFor(async () => expect(await balance()).toBe(28_750), WAIT);
      await post('/payments/payfast/notify', genuine);
      await vi.waitFor(() => expect(logged('nothing more credited')).toBe(true), WAIT);
      expect(await balance()).toBe(28_750);
      const [row] = await server.app.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.reference, ref));
      expect(row).toMatchObject({ status: 'complete', pfPaymentId: '9000004', feeCents: -460 });
    });

    it('marks a cancelled payment cancelled, and a new one can be started', async () => {
      const started = await start(187.5);
      const ref = started.body.transaction.transaction_ref;
      const back = await post('/payments/sandbox/complete', [
        ['m_payment_id', ref],
        ['outcome', 'cancel'],
      ]);
      const cancelUrl = new URL(
        /url=([^"]+)"/.exec(back.body)?.[1]?.replaceAll('&amp;', '&') ?? '',
      );
      expect(cancelUrl.pathname).toBe('/checkout/cancelled');
      const token = cancelUrl.searchParams.get('token') ?? '';
      const wrong = await server.request(
        'POST',
        `/user/posttransactionpayfast/${ref}/${'x'.repeat(token.length)}/cancelled`,
        { token: author.accessToken, body: { transaction_ref: ref } },
      );
      expect(wrong.status).toBe(404);
      const reported = await server.request<{ transaction: { status: string } }>(
        'POST',
        `/user/posttransactionpayfast/${ref}/${token}/cancelled`,
        { token: author.accessToken, body: { transaction_ref: ref } },
      );
      expect(reported.body.transaction.status).toBe('cancelled');
      expect((await settle(ref)).body).toMatchObject({ statusCode: 'T11' });
      // The same reference answers the same transaction; another author cannot take it.
      expect((await start(187.5, ref)).body.transaction.status).toBe('cancelled');
      const other = await authorWithBook(server);
      const taken = await server.request('POST', '/user/createtransaction', {
        token: other.accessToken,
        body: { transaction_ref: ref, amount: 10 },
      });
      expect(taken.status).toBe(400);
      expect((await start(187.5)).status).toBe(201);
    });
  },
);
