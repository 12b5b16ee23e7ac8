import { paypalRefundReturnedText } from '@pod-portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  balanceEntries,
  cartRefunds,
  chatMessages,
  staffActions,
} from '../../../db/schema/index.ts';
import { jobsSettled } from '../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../test/on-each-database.ts';
import { topUpThroughPaypal } from '../../../test/paypal.ts';
import {
  type AuthorWithBook,
  authorWithIsbnInCart,
  balanceOf,
  QUOTING_ROUTES,
} from '../../../test/reads-fixture.ts';
import { signInStaff } from '../../../test/staff.ts';

interface Refunded {
  refund: { id: number; credit_note_number: string; paypal_status: string | null };
}
interface Payments {
  payments: Array<{ id: number; refunds: Array<{ id: number; paypal_status: string | null }> }>;
}

/** The cart: ISBN creation, R 287.50, paid wholly through PayPal. */
const CART_CENTS = 28_750;

describeOnEachDatabase(
  'a refund PayPal leaves pending, followed to the end (its webhook, or the hourly re-read)',
  {
    routes: [...QUOTING_ROUTES, 'cart', 'transactions', 'payments', 'files', 'documents', 'staff'],
  },
  (server, database) => {
    let staff: { id: number; token: string };
    let author: AuthorWithBook;

    const standIn = () => {
      const found = server.app.paypalStandIn;
      if (!found) throw new Error('the stand-in plays PayPal here');
      return found;
    };
    const staffPayments = async () =>
      (
        await server.request<Payments>('GET', `/staff/cart-payments?user_id=${author.id}`, {
          token: staff.token,
        })
      ).body.payments;
    /**
     * The author's cart paid through PayPal (the welcome credit spent elsewhere first), then
     * refunded back to PayPal in full, which PayPal takes as pending: our refund, its credit
     * note and PayPal's id of it.
     */
    const pendingRefund = async () => {
      await database.db
        .insert(balanceEntries)
        .values({ userId: author.id, amountCents: -10_000, kind: 'adjustment' });
      const { reference } = await topUpThroughPaypal(server, author, CART_CENTS);
      const settled = await server.request<{ statusCode: number }>(
        'POST',
        '/user/posttransaction',
        { token: author.accessToken, body: { transaction_ref: reference } },
      );
      expect(settled.body.statusCode).toBe(0);
      const [payment] = await staffPayments();
      if (!payment) throw new Error('no payment listed');
      standIn().answerRefundsWith('PENDING');
      const made = await server.request<Refunded>(
        'POST',
        `/staff/cart-payments/${payment.id}/refunds`,
        { token: staff.token, body: { destination: 'paypal', reason: 'Cover cancelled' } },
      );
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body.refund.paypal_status).toBe('PENDING');
      const [row] = await database.db
        .select()
        .from(cartRefunds)
        .where(eq(cartRefunds.id, made.body.refund.id));
      if (!row?.paypalRefundId) throw new Error('the refund has no PayPal id');
      // Paid R 287.50 and refunded it to PayPal: nothing on the balance.
      expect(await balanceOf(server, author)).toBe(0);
      return {
        id: row.id,
        creditNote: made.body.refund.credit_note_number,
        paypalRefundId: row.paypalRefundId,
      };
    };
    const statusOf = async (id: number) =>
      (await database.db.select().from(cartRefunds).where(eq(cartRefunds.id, id)))[0]
        ?.paypalRefundStatus;
    const ledgerOf = (creditNote: string) =>
      database.db
        .select({ kind: balanceEntries.kind, amountCents: balanceEntries.amountCents })
        .from(balanceEntries)
        .where(and(eq(balanceEntries.userId, author.id), eq(balanceEntries.reference, creditNote)))
        .orderBy(balanceEntries.id);
    const returnedActions = () =>
      database.db
        .select()
        .from(staffActions)
        .where(
          and(
            eq(staffActions.userId, author.id),
            eq(staffActions.action, 'payment.paypal-refund-returned'),
          ),
        );
    const webhook = (signed: { headers: Record<string, string>; event: unknown }) =>
      server.request('POST', '/payments/paypal/webhook', {
        body: signed.event,
        headers: signed.headers,
      });
    const recheck = async () => {
      await server.app.jobs.send('paypal-pending-refunds', {});
      await jobsSettled(server);
    };

    beforeAll(async () => {
      staff = await signInStaff(server);
    });
    beforeEach(async () => {
      author = await authorWithIsbnInCart(server, 'The Slow Cheque');
    });
    afterEach(() => {
      server.app.paypalStandIn?.answerRefundsWith('COMPLETED');
    });

    it('a pending refund PayPal completes is stored as completed; the ledger is unchanged', async () => {
      const refund = await pendingRefund();
      await standIn().finishRefund(refund.paypalRefundId, 'COMPLETED');
      await jobsSettled(server);

      expect(await statusOf(refund.id)).toBe('COMPLETED');
      const [payment] = await staffPayments();
      expect(payment?.refunds).toEqual([
        expect.objectContaining({ id: refund.id, paypal_status: 'COMPLETED' }),
      ]);
      expect(await ledgerOf(refund.creditNote)).toEqual([
        { kind: 'refund', amountCents: CART_CENTS },
        { kind: 'paypal-refund', amountCents: -CART_CENTS },
      ]);
      expect(await balanceOf(server, author)).toBe(0);
      expect(await returnedActions()).toEqual([]);
    });

    it('a pending refund PayPal fails goes back to the balance to the cent, once: ledger, email, chat, staff action', async () => {
      const refund = await pendingRefund();
      const sent = await standIn().finishRefund(refund.paypalRefundId, 'FAILED');
      await jobsSettled(server);

      expect(await statusOf(refund.id)).toBe('FAILED');
      expect(await ledgerOf(refund.creditNote)).toEqual([
        { kind: 'refund', amountCents: CART_CENTS },
        { kind: 'paypal-refund', amountCents: -CART_CENTS },
        { kind: 'paypal-refund-return', amountCents: CART_CENTS },
      ]);
      // As if it had been refunded to the balance: the R 287.50 is there.
      expect(await balanceOf(server, author)).toBe(CART_CENTS);
      const ledger = await server.request<{ results: Array<Record<string, unknown>> }>(
        'GET',
        '/user/gettransactions?skip=0&take=1',
        { token: author.accessToken },
      );
      expect(ledger.body.results[0]).toMatchObject({
        type: 'paypal_refund_returned',
        amount_before_fees: 287.5,
        transaction_ref: refund.creditNote,
        balance: 287.5,
      });
      const [payment] = await staffPayments();
      expect(payment?.refunds).toEqual([
        expect.objectContaining({ id: refund.id, paypal_status: 'FAILED' }),
      ]);

      const told = paypalRefundReturnedText({ amount: CART_CENTS, creditNote: refund.creditNote });
      const chat = await database.db
        .select({ body: chatMessages.body })
        .from(chatMessages)
        .where(eq(chatMessages.userId, author.id));
      expect(chat.map((row) => row.body)).toContain(told);
      const mail = (await server.mailbox()).filter(
        (message) =>
          message.to === author.email &&
          message.subject === 'Your PayPal refund did not go through',
      );
      expect(mail).toHaveLength(1);
      expect(mail[0]?.text).toContain(told);
      expect(await returnedActions()).toEqual([
        expect.objectContaining({
          staffId: staff.id,
          details: {
            refundId: refund.id,
            cartPaymentId: payment?.id,
            creditNote: refund.creditNote,
            amount: 287.5,
            usdAmount: 15.81,
            paypalStatus: 'FAILED',
          },
        }),
      ]);

      // PayPal's webhook again, and the hourly re-read: nothing more.
      expect((await webhook(sent)).status).toBe(200);
      expect((await webhook(sent)).status).toBe(200);
      await recheck();
      expect(await ledgerOf(refund.creditNote)).toHaveLength(3);
      expect(await balanceOf(server, author)).toBe(CART_CENTS);
      expect(await returnedActions()).toHaveLength(1);
    });

    it('a forged webhook is refused and changes nothing', async () => {
      const refund = await pendingRefund();
      const genuine = standIn().signedWebhook({
        id: 'WH-FORGED',
        event_type: 'PAYMENT.REFUND.FAILED',
        resource_type: 'refund',
        resource: { id: refund.paypalRefundId, status: 'FAILED' },
      });
      const forged = await webhook({
        ...genuine,
        headers: { ...genuine.headers, 'paypal-transmission-sig': 'Zm9yZ2Vk' },
      });
      expect(forged.status).toBe(400);
      expect(await statusOf(refund.id)).toBe('PENDING');

      // Signed, but PayPal's own record says pending: the word of the event is not taken.
      expect((await webhook(genuine)).status).toBe(200);
      await jobsSettled(server);
      expect(await statusOf(refund.id)).toBe('PENDING');
      expect(await ledgerOf(refund.creditNote)).toHaveLength(2);
      expect(await balanceOf(server, author)).toBe(0);
    });

    it('the hourly re-read settles a refund whose webhook was lost; the late webhook changes nothing', async () => {
      const refund = await pendingRefund();
      await recheck();
      expect(await statusOf(refund.id)).toBe('PENDING');

      const late = await standIn().finishRefund(refund.paypalRefundId, 'CANCELLED', {
        lost: true,
      });
      expect(await statusOf(refund.id)).toBe('PENDING');
      await recheck();
      expect(await statusOf(refund.id)).toBe('CANCELLED');
      expect(await ledgerOf(refund.creditNote)).toEqual([
        { kind: 'refund', amountCents: CART_CENTS },
        { kind: 'paypal-refund', amountCents: -CART_CENTS },
        { kind: 'paypal-refund-return', amountCents: CART_CENTS },
      ]);
      expect(await balanceOf(server, author)).toBe(CART_CENTS);

      expect((await webhook(late)).status).toBe(200);
      await jobsSettled(server);
      expect(await ledgerOf(refund.creditNote)).toHaveLength(3);
      expect(await returnedActions()).toHaveLength(1);
    });
  },
);
