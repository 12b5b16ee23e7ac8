import { SUCCESS } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { users } from '../../../../db/schema/index.ts';
import { invalidLink } from '../../../../http/api-error.ts';
import { consumeAccountToken, openEmailedLink } from '../../../auth/index.ts';

/**
 * POST /user/confirmbankchange/{id}/{token}: the bank change email's link. The author confirms
 * they changed their bank details, and payouts no longer wait. The link works once.
 */
const bankChange: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: number; token: string } }>(
    '/user/confirmbankchange/:id/:token',
    { attachValidation: true },
    async (request) => {
      const { id, token } = await openEmailedLink(app, request);
      const confirmed = await app.db.transaction(async (tx) => {
        if (!(await consumeAccountToken(tx, id, 'bank-change', token))) return false;
        await tx
          .update(users)
          .set({ bankChangeConfirmedAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, id));
        return true;
      });
      if (!confirmed) throw invalidLink();
      request.log.info({ userId: id }, 'bank change confirmed');
      return SUCCESS;
    },
  );
};

export default bankChange;
