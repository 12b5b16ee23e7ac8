import type { FastifyInstance } from 'fastify';
import type { ThrottleRule } from '../../../../config.ts';

/** Failed coupon attempts count per user, so codes cannot be guessed by trying them all. */
export function couponThrottle(
  app: Pick<FastifyInstance, 'config'>,
  userId: number,
): [string, ThrottleRule] {
  return [`coupon:account:${userId}`, app.config.throttle.couponPerAccount];
}
