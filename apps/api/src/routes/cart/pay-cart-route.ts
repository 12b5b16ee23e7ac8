import { TWO_DECIMALS_MESSAGE, toCents } from '@pod-portal/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { codedError, invalidField } from '../../errors/api-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { type CartPaymentOutcome, payCart } from '../../services/cart/pay-cart.ts';
import { checkPayer, idempotencyKey } from './payment-request.ts';

interface CartPayBody {
  book_ids: number[];
  international_book_ids: number[];
  total: number;
  user_id?: number;
  reference: string;
  coupon_id?: number | null;
}

/** A payment's outcome as the contract answers it: 200 (`0` or `7`), 409 `C16`/`C17`, 422 `C15`. */
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
  }
}

/** POST /user/paycart: the cart paid from the balance, or what is left to pay (`7`). */
const payCartRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: CartPayBody }>('/user/paycart', async (request, reply) => {
    const { id } = currentUser(request);
    const body = request.body;
    checkPayer(body.user_id, id);
    const shownTotal = toCents(body.total);
    if (shownTotal === null) throw invalidField('total', TWO_DECIMALS_MESSAGE);
    const outcome = await payCart(app, {
      userId: id,
      reference: body.reference,
      idempotencyKey: idempotencyKey(request, body.reference),
      couponId: body.coupon_id ?? null,
      shownTotal,
    });
    return answerPayment(reply, outcome);
  });
};

export default payCartRoute;
