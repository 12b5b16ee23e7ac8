import { couponSchema, SUCCESS } from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { codedError } from '../../../../http/api-error.ts';
import { parseBody } from '../../../../http/parse-body.ts';
import { countAttempt, refuseWhenThrottled } from '../../../../lib/throttle.ts';
import { currentUser } from '../../../auth/index.ts';
import { checkCoupon } from '../../check-coupon.ts';
import { couponAnswer } from '../../coupon-answer.ts';
import { couponThrottle } from './coupon-throttle.ts';

/** POST /user/verifycartcoupon: describes a coupon the cart may apply; nothing is used up. */
const verifyCartCoupon: FastifyPluginAsync = async (app) => {
  app.post('/user/verifycartcoupon', async (request) => {
    const { id } = currentUser(request);
    const { coupon_code } = parseBody(couponSchema, request.body);
    const limit = couponThrottle(app, id);
    await refuseWhenThrottled(app.db, [limit]);
    const checked = await checkCoupon(app.db, id, coupon_code);
    if (!checked.ok) {
      await countAttempt(app.db, ...limit);
      throw codedError('couponInvalid', checked.reason);
    }
    return { ...SUCCESS, coupon: couponAnswer(checked.coupon) };
  });
};

export default verifyCartCoupon;
