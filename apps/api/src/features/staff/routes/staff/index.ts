import type { FastifyPluginAsync } from 'fastify';
import { staffActionRoutes } from './action-routes.ts';
import { staffBookRoutes } from './book-routes.ts';
import { changeRequestRoutes } from './change-request-routes.ts';
import { staffCouponRoutes } from './coupon-routes.ts';
import { staffPaymentRoutes } from './payment-routes.ts';
import { staffRefundRoutes } from './refund-routes.ts';
import { staffChatRoutes } from './staff-chat-routes.ts';

/** The company's side: every operation's contract needs a staff account (checked by the guard). */
const staff: FastifyPluginAsync = async (app) => {
  await app.register(staffChatRoutes);
  await app.register(changeRequestRoutes);
  await app.register(staffBookRoutes);
  await app.register(staffCouponRoutes);
  await app.register(staffPaymentRoutes);
  await app.register(staffRefundRoutes);
  await app.register(staffActionRoutes);
};

export default staff;
