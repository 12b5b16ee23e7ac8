import { TWO_DECIMALS_MESSAGE, toCents } from '@pod-portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '../../../../db/client.ts';
import { books } from '../../../../db/schema/index.ts';
import {
  codedError,
  idempotencyKeyReused,
  invalidField,
  notFound,
} from '../../../../http/api-error.ts';
import { requestFingerprint } from '../../../../http/idempotency.ts';
import { currentUser } from '../../../auth/index.ts';
import { type CartPaymentOutcome, payCart } from '../../pay-cart.ts';
import { checkPayer, idempotencyKey } from './payment-request.ts';

interface CartPayBody {
  book_ids: number[];
  international_book_ids: number[];
  total: number;
  user_id?: number;
  reference: string;
  coupon_id?: number | null;
}

/**
 * A payment's outcome as the contract answers it: 200 (`0` or `7`), 409 `C16`/`C17`, 422 `C15`,
 * or 422 for a key that came with another request.
 */
export function answerPayment(reply: FastifyReply, outcome: CartPaymentOutcome) {
  switch (outcome.kind) {
    case 'answered':
      return outcome.answer;
    case 'empty':
      return reply
        .code(409)
        .send({ statusCode: 'C17', description: 'Your cart is empty', cartTotal: 0 });
    case 'changed':
      return reply.code(409).send({
        statusCode: 'C16',
        description: 'Your cart has changed',
        cartTotal: outcome.cartTotal,
      });
    case 'couponRejected':
      throw codedError('couponInvalid', outcome.reason);
    case 'keyReused':
      throw idempotencyKeyReused();
  }
}

/** Whether every id is one of the user's books. */
async function allOwned(db: Db, userId: number, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const owned = await db
    .select({ id: books.id })
    .from(books)
    .where(and(eq(books.userId, userId), inArray(books.id, unique)));
  return owned.length === unique.length;
}

/**
 * POST /user/paycart: the cart paid from the balance, or what is left to pay (`7`). The books
 * and total sent are what the author was shown: another user's book is a `404`, a cart that
 * differs from them (`C16`) pays nothing.
 */
const payCartRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: CartPayBody }>('/user/paycart', async (request, reply) => {
    const { id } = currentUser(request);
    const body = request.body;
    checkPayer(body.user_id, id);
    const shownTotal = toCents(body.total);
    if (shownTotal === null) throw invalidField('total', TWO_DECIMALS_MESSAGE);
    if (!(await allOwned(app.db, id, [...body.book_ids, ...body.international_book_ids]))) {
      throw notFound();
    }
    const outcome = await payCart(app, {
      userId: id,
      reference: body.reference,
      idempotencyKey: idempotencyKey(request, body.reference),
      fingerprint: requestFingerprint(request),
      couponId: body.coupon_id ?? null,
      shownTotal,
      shownBooks: { local: body.book_ids, international: body.international_book_ids },
    });
    return answerPayment(reply, outcome);
  });
};

export default payCartRoute;
