import { newCouponSchema, SUCCESS, storedCouponAmount } from '@pod-portal/domain';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { coupons } from '../../../../db/schema/index.ts';
import { ApiError, invalidField } from '../../../../http/api-error.ts';
import { parseBody } from '../../../../http/parse-body.ts';
import { recordStaffAction } from '../../../audit/index.ts';
import { currentUser } from '../../../auth/index.ts';
import { couponAmount, createCoupon } from '../../../coupons/index.ts';

interface CouponBody {
  code: string;
  kind: 'value' | 'percentage';
  amount: number;
  max_uses: number | null;
}

const answer = (coupon: typeof coupons.$inferSelect) => ({
  code: coupon.code,
  kind: coupon.kind,
  amount: couponAmount(coupon),
  uses: coupon.uses,
  max_uses: coupon.maxUses,
  created_at: coupon.createdAt.toISOString(),
});

/** Coupons: the list with their uses, and a new one (recorded as a staff action). */
export const staffCouponRoutes: FastifyPluginAsync = async (app) => {
  app.get('/staff/coupons', async () => {
    const rows = await app.db.select().from(coupons).orderBy(desc(coupons.id)).limit(200);
    return { ...SUCCESS, coupons: rows.map(answer) };
  });

  app.post<{ Body: CouponBody }>('/staff/coupons', async (request, reply) => {
    const staffId = currentUser(request).id;
    const input = parseBody(newCouponSchema, { ...request.body, maxUses: request.body.max_uses });
    const amount = storedCouponAmount(input);
    if (amount === null) throw invalidField('amount', 'Enter a positive amount');
    const created = await app.db.transaction(async (tx) => {
      const coupon = await createCoupon(tx, { ...input, amount });
      if (!coupon) throw new ApiError(409, `The coupon ${input.code.toUpperCase()} exists already`);
      await recordStaffAction(tx, {
        staffId,
        action: 'coupon.create',
        details: { code: coupon.code },
      });
      return coupon;
    });
    return reply.code(201).send({ ...SUCCESS, coupon: answer(created) });
  });
};
