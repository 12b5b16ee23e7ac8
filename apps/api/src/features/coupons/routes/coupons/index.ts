import type { FastifyPluginAsync } from 'fastify';
import redeem from './redeem.ts';
import verifyCartCoupon from './verify-cart-coupon.ts';

/** Redeem a coupon to the balance, or check one for the cart. */
const couponsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(redeem);
  await app.register(verifyCartCoupon);
};

export default couponsRoutes;
