import { COUPON_ADDED_DESCRIPTION, centsToAmount, couponSchema } from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { codedError } from '../../../../http/api-error.ts';
import { parseBody } from '../../../../http/parse-body.ts';
import { countAttempt, refuseWhenThrottled } from '../../../../lib/throttle.ts';
import { currentUser } from '../../../auth/index.ts';
import { balanceCents } from '../../../ledger/index.ts';
import { couponAnswer } from '../../coupon-answer.ts';
import { redeemCoupon } from '../../redeem-coupon.ts';
import { couponThrottle } from './coupon-throttle.ts';

/** POST /user/addcoupon: a value coupon credited to the balance ledger. */
const redeem: FastifyPluginAsync = async (app) => {
  app.post('/user/addcoupon', async (request) => {
    const { id } = currentUser(request);
    const { coupon_code } = parseBody(couponSchema, request.body);
    const limit = couponThrottle(app, id);
    await refuseWhenThrottled(app.db, [limit]);
    const redemption = await redeemCoupon(app.db, id, coupon_code);
    if (!redemption.ok) {
      await countAttempt(app.db, ...limit);
      throw codedError('couponInvalid', redemption.reason);
    }
    const cents = await balanceCents(app.db, id);
    request.log.info({ userId: id, couponId: redemption.coupon.id }, 'coupon redeemed');
    return {
      statusCode: 0,
      description: COUPON_ADDED_DESCRIPTION,
      coupon: couponAnswer(redemption.coupon),
      balance: centsToAmount(cents),
      balance_cents: cents,
    };
  });
};

export default redeem;
