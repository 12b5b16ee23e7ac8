import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { users } from '../../../../db/schema/index.ts';
import { invalidLink } from '../../../../http/api-error.ts';
import { consumeAccountToken, openEmailedLink } from '../../../auth/index.ts';

/** GET /user/verifyaccount/{id}/{token}: the emailed link activates the account (0 -> 1). */
const verifyAccount: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: number; token: string } }>(
    '/user/verifyaccount/:id/:token',
    { attachValidation: true },
    async (request) => {
      const { id, token } = await openEmailedLink(app, request);
      const verified = await app.db.transaction(async (tx) => {
        if (!(await consumeAccountToken(tx, id, 'verify', token))) return false;
        await tx
          .update(users)
          .set({ userStatus: 1, updatedAt: new Date() })
          .where(and(eq(users.id, id), eq(users.userStatus, 0)));
        return true;
      });
      if (!verified) throw invalidLink();
      request.log.info({ userId: id }, 'account verified');
      return { statusCode: 0, description: 'Account verified' };
    },
  );
};

export default verifyAccount;
