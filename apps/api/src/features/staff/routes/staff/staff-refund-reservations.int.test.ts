import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { balanceEntries, cartRefunds } from '../../../../db/schema/index.ts';
import { signUp } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { topUpThroughPaypal } from '../../../../test/paypal.ts';
import {
  type AuthorWithBook,
  authorWithIsbnInCart,
  balanceOf,
} from '../../../../test/reads-fixture.ts';
import {
  REFUND_ROUTES,
  staffRefunds,
  topUpThroughPayfast,
} from '../../../../test/staff-refunds.ts';

/** A provider's answers held back until the test lets them go. */
function heldAnswers() {
  const waiting: Array<() => void> = [];
  return {
    /** Waits, as a slow PayFast or PayPal would, until `release`. */
    wait: () => new Promise<void>((resolve) => waiting.push(resolve)),
    /** Resolves once `count` answers are waiting. */
    asked: (count = 1) => vi.waitFor(() => expect(waiting).toHaveLength(count)),
    release: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

describeOnEachDatabase(
  'a card or PayPal refund reserved, then asked for with no transaction open (decision 062)',
  { routes: REFUND_ROUTES },
  (server, database) => {
    const asStaff = staffRefunds(server);
    const { refund } = asStaff;
    let author: AuthorWithBook;

    const refundRows = (cartPaymentId: number) =>
      database.db.select().from(cartRefunds).where(eq(cartRefunds.cartPaymentId, cartPaymentId));
    const ledger = () =>
      database.db.select().from(balanceEntries).where(eq(balanceEntries.userId, author.id));
    const listed = async () => (await asStaff.payments(author)).body.payments[0];
    /** The R 287.50 cart: R 100 from the balance, R 187.50 from a PayFast top-up. */
    const paidByCard = async () =>
      asStaff.payCartWith(author, await topUpThroughPayfast(server, author, 18_750));
    /** R 150 or R 100 of the ISBN creation back to the card. */
    const toCard = (cartPaymentId: number, amount: number) =>
      refund(cartPaymentId, {
        destination: 'card',
        reason: 'Cancelled',
        lines: [{ line: 1, amount }],
      });

    beforeEach(async () => {
      author = await authorWithIsbnInCart(server, 'The Waiting Road');
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('never gives back more than the card took when two refunds wait on PayFast at once', async () => {
      const payment = await paidByCard();
      const payfast = heldAnswers();
      const standIn = server.app.payments.refundToCard.bind(server.app.payments);
      const asked = vi
        .spyOn(server.app.payments, 'refundToCard')
        .mockImplementation(async (request) => {
          await payfast.wait();
          return standIn(request);
        });

      const both = Promise.all([toCard(payment.id, 150), toCard(payment.id, 100)]);
      // One is reserved and waits on PayFast; the other counts it and is refused.
      await payfast.asked();
      payfast.release();
      const answers = await both;
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.status === 409);
      expect(refused?.body).toMatchObject({
        description: expect.stringMatching(
          /^Only R (37\.50|87\.50) of this payment can go back to the card/,
        ),
      });
      expect(asked).toHaveBeenCalledTimes(1);
      const rows = await refundRows(payment.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ state: 'done', destination: 'card' });
      const given = rows[0]?.amountCents ?? 0;
      expect((await listed())?.card_refundable).toBe((18_750 - given) / 100);
    });

    it('writes no refund and no ledger entry when PayFast refuses', async () => {
      const payment = await paidByCard();
      const before = await ledger();
      vi.spyOn(server.app.payments, 'refundToCard').mockResolvedValue({
        ok: false,
        reason: 'The card was closed',
      });
      const refused = await toCard(payment.id, 150);
      expect(refused.status).toBe(502);
      expect(refused.body).toMatchObject({
        description: 'PayFast refused the refund: The card was closed',
      });
      expect(await refundRows(payment.id)).toEqual([]);
      expect(await ledger()).toEqual(before);
      expect((await listed())?.card_refundable).toBe(187.5);
    });

    it('holds no lock while PayFast answers: other requests are answered meanwhile', async () => {
      const payment = await paidByCard();
      const other = await signUp(server, { verified: true });
      const payfast = heldAnswers();
      const standIn = server.app.payments.refundToCard.bind(server.app.payments);
      vi.spyOn(server.app.payments, 'refundToCard').mockImplementation(async (request) => {
        await payfast.wait();
        return standIn(request);
      });

      const waiting = toCard(payment.id, 150);
      await payfast.asked();
      // The reservation is written, and the database answers others (on PGlite, its one
      // connection) while PayFast has not answered yet.
      expect(await refundRows(payment.id)).toEqual([
        expect.objectContaining({ state: 'pending', amountCents: 15_000, pfRefundId: null }),
      ]);
      expect(await balanceOf(server, other)).toBe(10_000);
      expect(await balanceOf(server, author)).toBe(0);

      payfast.release();
      expect((await waiting).status).toBe(201);
      expect(await refundRows(payment.id)).toEqual([
        expect.objectContaining({ state: 'done', pfRefundId: expect.any(String) }),
      ]);
    });

    it('completes a PayPal refund whose answer was lost when staff ask again, paid once', async () => {
      // The welcome credit is spent elsewhere: PayPal pays the whole R 287.50.
      await database.db
        .insert(balanceEntries)
        .values({ userId: author.id, amountCents: -10_000, kind: 'adjustment' });
      const { reference } = await topUpThroughPaypal(server, author, 28_750);
      const payment = await asStaff.payCartWith(author, reference);
      const paypal = server.app.paypal;
      if (!paypal) throw new Error('the PayPal stand-in is not set up');
      const standIn = paypal.refundCapture.bind(paypal);
      const lost = heldAnswers();
      // PayPal refunds, and its answer does not come back (as when the server stops).
      const asked = vi.spyOn(paypal, 'refundCapture').mockImplementationOnce(async (request) => {
        const answer = await standIn(request);
        await lost.wait();
        return answer;
      });
      const body = { destination: 'paypal', reason: 'Back', lines: [{ line: 1, amount: 100 }] };
      const unanswered = refund(payment.id, body);
      await lost.asked();

      const again = await refund(payment.id, body);
      expect(again.status, JSON.stringify(again.body)).toBe(201);
      expect(again.body.refund).toMatchObject({ amount: 100, usd_amount: 5.5 });
      const [first, second] = asked.mock.calls.map(([request]) => request.requestId);
      expect(second).toBe(first);
      const number = again.body.refund.credit_note_number;
      const entries = () =>
        database.db
          .select({ kind: balanceEntries.kind, amountCents: balanceEntries.amountCents })
          .from(balanceEntries)
          .where(and(eq(balanceEntries.userId, author.id), eq(balanceEntries.reference, number)));
      expect(await entries()).toHaveLength(2);

      // The lost answer arrives at last: the refund stands once.
      lost.release();
      const late = await unanswered;
      expect(late.status).toBe(201);
      expect(late.body.refund.id).toBe(again.body.refund.id);
      expect(await entries()).toHaveLength(2);
      expect(await refundRows(payment.id)).toEqual([
        expect.objectContaining({ state: 'done', usdCents: 550 }),
      ]);
      expect((await listed())?.paypal_refundable).toBe(187.5);
    });
  },
);
