import { convertCents } from '@pod-portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  balanceEntries,
  cartRefunds,
  paymentTransactions,
  staffActions,
} from '../../../../db/schema/index.ts';
import { jobsSettled } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { topUpThroughPaypal } from '../../../../test/paypal.ts';
import { pdfPageTexts } from '../../../../test/pdf-text.ts';
import {
  type AuthorWithBook,
  authorWithIsbnInCart,
  balanceOf,
} from '../../../../test/reads-fixture.ts';
import { REFUND_ROUTES, staffRefunds } from '../../../../test/staff-refunds.ts';

/** The stand-in's rate: 0.055 dollars per rand. */
const RATE = 55_000;
/** The cart: ISBN creation, R 287.50. */
const CART_CENTS = 28_750;

describeOnEachDatabase(
  'staff refunding a cart paid through PayPal (the built-in stand-in)',
  { routes: REFUND_ROUTES },
  (server, database) => {
    const asStaff = staffRefunds(server);
    const { refund } = asStaff;
    let author: AuthorWithBook;

    const balance = () => balanceOf(server, author);
    const payments = async () => (await asStaff.payments(author)).body.payments;
    /** A refund to PayPal of `amount` rand of the line, or of all that is left. */
    const toPaypal = (id: number, amount?: number) =>
      refund(id, {
        destination: 'paypal',
        reason: 'Back to PayPal',
        ...(amount === undefined ? {} : { lines: [{ line: 1, amount }] }),
      });
    /** A refund to PayPal refused with a 409 saying `description`. */
    const refusedToPaypal = async (id: number, amount: number | undefined, description: string) => {
      const answer = await toPaypal(id, amount);
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ description });
    };
    const refundRows = (cartPaymentId: number) =>
      database.db.select().from(cartRefunds).where(eq(cartRefunds.cartPaymentId, cartPaymentId));
    const ledgerOf = (reference: string) =>
      database.db
        .select({ kind: balanceEntries.kind, amountCents: balanceEntries.amountCents })
        .from(balanceEntries)
        .where(and(eq(balanceEntries.userId, author.id), eq(balanceEntries.reference, reference)));
    /** The cart paid by a PayPal top-up of `topUpCents` (the balance pays the rest). */
    const payThroughPaypal = async (topUpCents: number) => {
      const { reference, usdCents } = await topUpThroughPaypal(server, author, topUpCents);
      return { payment: await asStaff.payCartWith(author, reference), usdCents };
    };
    /** The capture's id and the dollars it took. */
    const captureOf = async (reference: string) => {
      const [row] = await database.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.reference, reference));
      return { captureId: row?.paypalCaptureId, usdCents: row?.chargedUsdCents };
    };

    beforeEach(async () => {
      author = await authorWithIsbnInCart(server, 'The Dollar Road');
    });
    afterEach(() => {
      server.app.paypalStandIn?.answerRefundsWith('COMPLETED');
    });

    it('refunds a whole payment back to PayPal: the dollars captured, the rand in the ledger', async () => {
      // The welcome credit is spent elsewhere: PayPal pays the whole R 287.50.
      await database.db
        .insert(balanceEntries)
        .values({ userId: author.id, amountCents: -10_000, kind: 'adjustment' });
      const { payment, usdCents } = await payThroughPaypal(CART_CENTS);
      expect(usdCents).toBe(convertCents(CART_CENTS, RATE)); // USD 15.8125, so 15.81
      expect(payment).toMatchObject({ card_refundable: null, paypal_refundable: 287.5 });

      const byCard = await refund(payment.id, { destination: 'card', reason: 'Cancelled' });
      expect(byCard.status).toBe(409);
      expect(byCard.body).toMatchObject({
        description: 'This payment was not taken by card: refund it to PayPal or to the balance',
      });

      const done = await toPaypal(payment.id);
      expect(done.status, JSON.stringify(done.body)).toBe(201);
      expect(done.body.refund).toMatchObject({
        destination: 'paypal',
        amount: 287.5,
        usd_amount: 15.81,
        paypal_status: 'COMPLETED',
      });
      expect(done.body.balance).toBe(0);
      expect(await balance()).toBe(0);
      const number = done.body.refund.credit_note_number;
      // In rand: the refund credited, and the same rand out again to PayPal.
      expect(await ledgerOf(number)).toEqual(
        expect.arrayContaining([
          { kind: 'refund', amountCents: CART_CENTS },
          { kind: 'paypal-refund', amountCents: -CART_CENTS },
        ]),
      );
      const [row] = await refundRows(payment.id);
      expect(row).toMatchObject({ usdCents: 1581, paypalRefundStatus: 'COMPLETED' });
      expect(row?.paypalRefundId).toMatch(/^[0-9A-F]{18}$/);
      const [action] = await database.db
        .select({ details: staffActions.details })
        .from(staffActions)
        .where(
          and(eq(staffActions.staffId, asStaff.member().id), eq(staffActions.userId, author.id)),
        );
      expect(action?.details).toMatchObject({
        destination: 'paypal',
        amount: 287.5,
        usdAmount: 15.81,
      });
      expect((await payments())[0]).toMatchObject({ paypal_refundable: 0 });

      // PayPal has given back all it took: it refuses even a cent more.
      const capture = await captureOf(payment.reference);
      const more = await server.app.paypal?.refundCapture({
        captureId: capture.captureId ?? '',
        usdCents: 1,
        invoiceId: 'X',
        noteToPayer: 'More',
        requestId: 'more',
      });
      expect(more).toMatchObject({ ok: false });

      // The credit note is in rand and says where the money went.
      await jobsSettled(server);
      const documents = await server.request<{ documents: Array<{ title: string; url: string }> }>(
        'GET',
        '/user/documents',
        { token: author.accessToken },
      );
      const note = documents.body.documents.find((doc) => doc.title === `Credit note ${number}`);
      const download = await fetch(`${server.url}/api${note?.url ?? ''}`);
      const text = (await pdfPageTexts(new Uint8Array(await download.arrayBuffer()))).join(' ');
      expect(text).toMatch(/Refunded to\s*The PayPal account the payment was made with/);
      expect(text).toMatch(/Refunded \(incl\. VAT\)\s*- R 287\.50/);
    });

    it('refunds in parts whose dollars add up to exactly the dollars captured', async () => {
      await database.db
        .insert(balanceEntries)
        .values({ userId: author.id, amountCents: -10_000, kind: 'adjustment' });
      const { payment } = await payThroughPaypal(CART_CENTS);
      // Alone, R 50.50 is USD 2.7775 (2.78) and R 186.50 USD 10.2575 (10.26): 15.82 in all,
      // a cent more than PayPal took. The last part takes what is left: 10.25.
      const dollars: number[] = [];
      for (const amount of [50.5, 50.5, undefined]) {
        const part = await toPaypal(payment.id, amount);
        expect(part.status, JSON.stringify(part.body)).toBe(201);
        dollars.push(part.body.refund.usd_amount ?? Number.NaN);
      }
      expect(dollars).toEqual([2.78, 2.78, 10.25]);
      const rows = await refundRows(payment.id);
      const refunded = rows.reduce((sum, row) => sum + (row.usdCents ?? 0), 0);
      expect(refunded).toBe((await captureOf(payment.reference)).usdCents);
      expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(CART_CENTS);
      expect(await balance()).toBe(0);
    });

    it('never refunds more to PayPal than PayPal took, nor less than a US cent', async () => {
      // R 100 from the balance and R 187.50 through PayPal (USD 10.31).
      const { payment, usdCents } = await payThroughPaypal(18_750);
      expect(usdCents).toBe(1031);
      expect(payment).toMatchObject({ total: 287.5, paypal_refundable: 187.5 });

      await refusedToPaypal(
        payment.id,
        undefined,
        'Only R 187.50 of this payment can go back to PayPal: refund the rest to the balance',
      );
      await refusedToPaypal(
        payment.id,
        0.05,
        "R 0.05 comes to less than one US cent at this payment's rate: refund it to the balance",
      );
      expect(await refundRows(payment.id)).toEqual([]);

      const all = await toPaypal(payment.id, 187.5);
      expect(all.body.refund).toMatchObject({ amount: 187.5, usd_amount: 10.31 });
      await refusedToPaypal(
        payment.id,
        0.01,
        'Only R 0.00 of this payment can go back to PayPal: refund the rest to the balance',
      );
      const rest = await refund(payment.id, { destination: 'balance', reason: 'The rest' });
      expect(rest.body.refund).toMatchObject({
        amount: 100,
        usd_amount: null,
        paypal_status: null,
      });
      expect(await balance()).toBe(10_000);
    });

    it('writes nothing when PayPal refuses the refund, and records a pending one', async () => {
      await database.db
        .insert(balanceEntries)
        .values({ userId: author.id, amountCents: -10_000, kind: 'adjustment' });
      const { payment } = await payThroughPaypal(CART_CENTS);
      const entries = async () =>
        database.db.select().from(balanceEntries).where(eq(balanceEntries.userId, author.id));
      const before = await entries();

      server.app.paypalStandIn?.answerRefundsWith('FAILED');
      const refused = await toPaypal(payment.id);
      expect(refused.status).toBe(502);
      expect(refused.body).toMatchObject({
        description: 'PayPal refused the refund: the refund failed. Nothing was refunded',
      });
      expect(await refundRows(payment.id)).toEqual([]);
      expect(await entries()).toEqual(before);
      expect(
        await database.db.select().from(staffActions).where(eq(staffActions.userId, author.id)),
      ).toEqual([]);
      expect((await payments())[0]).toMatchObject({ paypal_refundable: 287.5 });

      server.app.paypalStandIn?.answerRefundsWith('PENDING');
      const pending = await toPaypal(payment.id, 100);
      expect(pending.status, JSON.stringify(pending.body)).toBe(201);
      expect(pending.body.refund).toMatchObject({ usd_amount: 5.5, paypal_status: 'PENDING' });
      expect((await payments())[0]).toMatchObject({ paypal_refundable: 187.5 });
    });
  },
);
