import { SUCCESS, TWO_DECIMALS_MESSAGE, toCents } from '@pod-portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { paymentTransactions } from '../../../../db/schema/index.ts';
import { invalidField, notFound } from '../../../../http/api-error.ts';
import { requestFingerprint } from '../../../../http/idempotency.ts';
import { currentUser } from '../../../auth/index.ts';
import { addressedQuoteId } from '../../../books/index.ts';
import { answerPayment, checkPayer, idempotencyKey, payCart } from '../../../cart/index.ts';
import { claimCoupon } from '../../../coupons/index.ts';
import { startTopUp } from '../../start-top-up.ts';
import { returnTokenValid } from '../../top-up-links.ts';
import { toWireTransaction } from '../../wire-transaction.ts';

interface TransactionBody {
  transaction_ref: string;
  coupon_id?: number | null;
  user_id?: number;
  amount: number;
  user_book_id?: number | null;
  user_international_book_id?: number | null;
  payment_method?: 'cc' | 'eft' | 'paypal';
}

/** The most one top-up may be: R 1 000 000.00. */
const MAX_TOP_UP_CENTS = 100_000_000;

/**
 * Top-ups through PayFast or PayPal: the ways offered, starting one, its return pages' status,
 * and settling the cart.
 */
const topUpRoutes: FastifyPluginAsync = async (app) => {
  // PayFast (or its sandbox) always; PayPal only where it is offered (`app.paypal`).
  app.get('/user/paymentmethods', async () => ({
    ...SUCCESS,
    methods: app.paypal ? ['cc', 'eft', 'paypal'] : ['cc', 'eft'],
  }));

  const ownTransaction = async (userId: number, reference: string) => {
    const [row] = await app.db
      .select()
      .from(paymentTransactions)
      .where(
        and(eq(paymentTransactions.reference, reference), eq(paymentTransactions.userId, userId)),
      );
    if (!row) throw notFound();
    return row;
  };

  app.post<{ Body: TransactionBody }>('/user/createtransaction', async (request, reply) => {
    const { id } = currentUser(request);
    const body = request.body;
    checkPayer(body.user_id, id);
    const amountCents = toCents(body.amount);
    if (amountCents === null) throw invalidField('amount', TWO_DECIMALS_MESSAGE);
    if (amountCents < 1 || amountCents > MAX_TOP_UP_CENTS) {
      throw invalidField('amount', 'Please enter an amount between R 0.01 and R 1 000 000.00');
    }
    const couponId = body.coupon_id ?? null;
    if (couponId !== null) {
      const claim = await app.db.transaction((tx) => claimCoupon(tx, { id: couponId }, id));
      if (!claim.ok) throw invalidField('coupon_id', claim.reason);
    }
    const localBookId = body.user_book_id ?? null;
    const internationalBookId = body.user_international_book_id ?? null;
    if (localBookId !== null || internationalBookId !== null) {
      const ids = { localBookId: localBookId ?? 0, internationalBookId: internationalBookId ?? 0 };
      if ((await addressedQuoteId(app.db, id, ids)) === null) throw notFound();
    }
    const started = await startTopUp(app, {
      userId: id,
      reference: body.transaction_ref,
      amountCents,
      couponId,
      localBookId,
      internationalBookId,
      method: body.payment_method,
    });
    if (!started) {
      throw invalidField('transaction_ref', 'This payment reference is in use: please try again');
    }
    return reply.code(201).send(started);
  });

  app.post<{ Params: { ref: string; token: string; status: 'success' | 'cancelled' } }>(
    '/user/posttransactionpayfast/:ref/:token/:status',
    async (request) => {
      const { id } = currentUser(request);
      const { ref, token, status } = request.params;
      if (!returnTokenValid(app.config.tokenSecret, ref, token)) throw notFound();
      let row = await ownTransaction(id, ref);
      if (status === 'cancelled' && row.status === 'pending') {
        const [cancelled] = await app.db
          .update(paymentTransactions)
          .set({ status: 'cancelled', updatedAt: sql`now()` })
          .where(and(eq(paymentTransactions.id, row.id), eq(paymentTransactions.status, 'pending')))
          .returning();
        row = cancelled ?? (await ownTransaction(id, ref));
      }
      return { ...SUCCESS, transaction: toWireTransaction(row) };
    },
  );

  app.post<{ Body: { transaction_ref: string } }>(
    '/user/posttransaction',
    async (request, reply) => {
      const { id } = currentUser(request);
      const reference = request.body.transaction_ref;
      const row = await ownTransaction(id, reference);
      if (row.status !== 'complete') {
        const description =
          row.status === 'pending' ? 'Payment not confirmed yet' : `This payment was ${row.status}`;
        return reply.code(409).send({ statusCode: 'T11', description });
      }
      const outcome = await payCart(app, {
        userId: id,
        reference,
        idempotencyKey: idempotencyKey(request, reference),
        fingerprint: requestFingerprint(request),
        couponId: row.couponId,
      });
      return answerPayment(reply, outcome);
    },
  );
};

export default topUpRoutes;
