import { randomBytes } from 'node:crypto';
import { convertCents } from '@pod-portal/domain';
import { and, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { balanceEntries, cartPayments, paymentTransactions } from '../../../../db/schema/index.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import {
  type AuthorWithBook,
  authorWithIsbnInCart,
  balanceOf,
  QUOTING_ROUTES,
} from '../../../../test/reads-fixture.ts';

interface Started {
  transaction: { transaction_ref: string; status: string; amount: number };
  paypal: { approve_url: string; usd_amount: number; rate: string };
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describeOnEachDatabase(
  'paying through PayPal (the built-in stand-in)',
  { routes: [...QUOTING_ROUTES, 'cart', 'transactions', 'payments'] },
  (server) => {
    let author: AuthorWithBook;
    const balance = () => balanceOf(server, author);
    const start = (amount: number) =>
      server.request<Started>('POST', '/user/createtransaction', {
        token: author.accessToken,
        body: {
          transaction_ref: `PP-${randomBytes(6).toString('hex')}`,
          amount,
          user_id: author.id,
          payment_method: 'paypal',
        },
      });
    /** The path under /api of a URL the server gave. */
    const apiPath = (url: string) => {
      const parsed = new URL(url);
      return `${parsed.pathname.replace(/^\/api/, '')}${parsed.search}`;
    };
    /** The payer's choice on the stand-in's page; answers where PayPal sends them back. */
    const decide = async (started: Started, outcome: 'approve' | 'cancel') => {
      const token = new URL(started.paypal.approve_url).searchParams.get('token') ?? '';
      const page = await server.request<string>('GET', apiPath(started.paypal.approve_url));
      expect(page.status, `${started.paypal.approve_url} ${JSON.stringify(page.body)}`).toBe(200);
      expect(page.body).toContain(`USD ${started.paypal.usd_amount.toFixed(2)}`);
      const answer = await server.request<string>('POST', '/payments/paypal-sandbox/decide', {
        rawBody: new URLSearchParams({ token, outcome }).toString(),
        headers: FORM,
      });
      const back = /url=([^"]+)"/.exec(answer.body)?.[1]?.replaceAll('&#38;', '&') ?? '';
      return { token, back };
    };
    /** The browser following PayPal's return to our route: where it is sent next. */
    const follow = async (back: string) => {
      const answer = await server.request('GET', apiPath(back));
      expect(answer.status, JSON.stringify(answer.body)).toBe(303);
      return new URL(answer.headers.get('location') ?? '');
    };
    const transaction = async (reference: string) => {
      const [row] = await server.app.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.reference, reference));
      return row;
    };
    const credits = async (reference: string) =>
      server.app.db
        .select()
        .from(balanceEntries)
        .where(and(eq(balanceEntries.reference, reference), eq(balanceEntries.kind, 'payment')));
    const webhook = (headers: Record<string, string>, event: unknown) =>
      server.request('POST', '/payments/paypal/webhook', { body: event, headers });

    beforeEach(async () => {
      author = await authorWithIsbnInCart(server, 'The Karoo Road');
    });

    it('is one of the ways to pay this server offers', async () => {
      const offered = await server.request<{ methods: string[] }>('GET', '/user/paymentmethods', {
        token: author.accessToken,
      });
      expect(offered.body.methods).toEqual(['cc', 'eft', 'paypal']);
      expect((await server.request('GET', '/user/paymentmethods')).status).toBe(401);
    });

    it('charges the rand amount in dollars at the stated rate, credits the rand once and pays the cart', async () => {
      const started = await start(187.5);
      expect(started.status).toBe(201);
      // R 187.50 at 0.055 is USD 10.3125: half a cent or more rounds up, less down.
      expect(started.body.paypal).toMatchObject({ usd_amount: 10.31, rate: '0.055' });
      const ref = started.body.transaction.transaction_ref;

      const { back } = await decide(started.body, 'approve');
      const success = await follow(back);
      expect(success.pathname).toBe('/checkout/success');
      expect(success.searchParams.get('tref')).toBe(ref);
      // The author had R 100.00: the top-up brings the balance to the cart's R 287.50.
      expect(await balance()).toBe(28_750);

      const row = await transaction(ref);
      expect(row).toMatchObject({
        status: 'complete',
        provider: 'paypal',
        amountCents: 18_750,
        chargedUsdCents: 1031,
        rateMicros: 55_000,
      });
      // What PayPal captured is what was asked, and what was asked is the rand at the rate.
      const order = await server.app.paypal?.readOrder(row?.paypalOrderId ?? '');
      expect(order?.capture).toMatchObject({
        currency: 'USD',
        cents: 1031,
        id: row?.paypalCaptureId,
      });
      expect(convertCents(row?.amountCents ?? 0, 55_000)).toBe(1031);

      const settled = await server.request('POST', '/user/posttransaction', {
        token: author.accessToken,
        body: { transaction_ref: ref },
      });
      expect(settled.body).toMatchObject({ statusCode: 0, cartTotal: 287.5, balance: 0 });
      // The ledger and the invoice are in rand: the top-up's credit, then the cart's debit.
      expect((await credits(ref)).map((entry) => entry.amountCents)).toEqual([18_750]);
      const [paid] = await server.app.db
        .select()
        .from(cartPayments)
        .where(eq(cartPayments.reference, ref));
      expect(paid?.totalCents).toBe(28_750);
    });

    it('credits nothing when the payer cancels', async () => {
      const started = await start(187.5);
      const ref = started.body.transaction.transaction_ref;
      const { back } = await decide(started.body, 'cancel');
      const cancelled = await follow(back);
      expect(cancelled.pathname).toBe('/checkout/cancelled');
      const status = await server.request(
        'POST',
        `/user/posttransactionpayfast/${ref}/${cancelled.searchParams.get('token')}/cancelled`,
        { token: author.accessToken, body: { transaction_ref: ref } },
      );
      expect(status.body).toMatchObject({ transaction: { status: 'cancelled' } });
      expect(await balance()).toBe(10_000);
      expect(await credits(ref)).toEqual([]);
    });

    it('credits nothing more for a replayed webhook, and nothing for a forged one', async () => {
      const started = await start(187.5);
      const ref = started.body.transaction.transaction_ref;
      const { token, back } = await decide(started.body, 'approve');
      await follow(back);
      expect(await balance()).toBe(28_750);
      const row = await transaction(ref);
      const event = {
        id: 'WH-REPLAYED',
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        resource_type: 'capture',
        resource: {
          id: row?.paypalCaptureId,
          status: 'COMPLETED',
          amount: { currency_code: 'USD', value: '10.31' },
          supplementary_data: { related_ids: { order_id: token } },
        },
      };
      const signed = server.app.paypalStandIn?.signedWebhook(event);
      if (!signed) throw new Error('the stand-in plays PayPal here');
      expect((await webhook(signed.headers, signed.event)).status).toBe(200);
      expect((await webhook(signed.headers, signed.event)).status).toBe(200);
      expect(await credits(ref)).toHaveLength(1);

      // Another top-up, approved but never returned from: a forged capture event credits nothing.
      const other = await start(100);
      const approved = await decide(other.body, 'approve');
      const forged = await webhook(
        { ...signed.headers, 'paypal-transmission-sig': 'Zm9yZ2Vk' },
        {
          ...event,
          resource: {
            ...event.resource,
            supplementary_data: { related_ids: { order_id: approved.token } },
          },
        },
      );
      expect(forged.status).toBe(400);
      const otherRow = await transaction(other.body.transaction.transaction_ref);
      expect(otherRow?.status).toBe('pending');
      expect(await balance()).toBe(28_750);
    });

    it('credits once whichever comes first: the approval webhook or the payer coming back', async () => {
      const approvedEvent = (orderId: string) => {
        const signed = server.app.paypalStandIn?.signedWebhook({
          id: `WH-APPROVED-${orderId}`,
          event_type: 'CHECKOUT.ORDER.APPROVED',
          resource_type: 'checkout-order',
          resource: { id: orderId, status: 'APPROVED' },
        });
        if (!signed) throw new Error('the stand-in plays PayPal here');
        return webhook(signed.headers, signed.event);
      };

      // The payer closes the tab after approving: the webhook captures and credits.
      const first = await start(100);
      const firstRef = first.body.transaction.transaction_ref;
      const early = await decide(first.body, 'approve');
      expect((await approvedEvent(early.token)).status).toBe(200);
      expect((await transaction(firstRef))?.status).toBe('complete');
      expect(await balance()).toBe(20_000);
      // ...and comes back later: PayPal says the order is already captured; nothing more.
      expect((await follow(early.back)).pathname).toBe('/checkout/success');
      expect((await approvedEvent(early.token)).status).toBe(200);
      expect(await credits(firstRef)).toHaveLength(1);

      // The payer comes back first: the webhook that follows finds it captured and answers 200
      // (an error would have PayPal resend it for days).
      const second = await start(50);
      const secondRef = second.body.transaction.transaction_ref;
      const late = await decide(second.body, 'approve');
      await follow(late.back);
      expect((await approvedEvent(late.token)).status).toBe(200);
      expect(await credits(secondRef)).toHaveLength(1);
      expect(await balance()).toBe(25_000);
    });

    it('refuses a capture of another amount than the one asked', async () => {
      const started = await start(187.5);
      const ref = started.body.transaction.transaction_ref;
      // What we asked no longer matches what PayPal's order captures (10.31).
      await server.app.db
        .update(paymentTransactions)
        .set({ chargedUsdCents: 1030 })
        .where(eq(paymentTransactions.reference, ref));
      const { back } = await decide(started.body, 'approve');
      await follow(back);
      expect((await transaction(ref))?.status).toBe('pending');
      expect(await balance()).toBe(10_000);
      expect(server.logs.some((line) => line.includes('not the USD 10.30 asked'))).toBe(true);
    });

    it('refuses an amount that comes to less than a US cent', async () => {
      const started = await server.request('POST', '/user/createtransaction', {
        token: author.accessToken,
        body: { transaction_ref: 'PP-TINY', amount: 0.09, payment_method: 'paypal' },
      });
      expect(started.status).toBe(400);
      expect(JSON.stringify(started.body)).toContain('too small to pay with PayPal');
      expect(await transaction('PP-TINY')).toBeUndefined();
    });
  },
);
