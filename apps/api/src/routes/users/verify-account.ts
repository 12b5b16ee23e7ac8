import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { consumeAccountToken } from '../../accounts/account-tokens.ts';
import { users } from '../../db/schema/index.ts';
import { invalidLink } from '../../errors/api-error.ts';
import { throttle } from '../../lib/throttle.ts';

/** GET /user/verifyaccount/{id}/{token}: the emailed link activates the account (0 -> 1). */
const verifyAccount: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: number; token: string } }>(
    '/user/verifyaccount/:id/:token',
    // A link whose id or token is malformed is an invalid link like any other.
    { attachValidation: true },
    async (request) => {
      if (request.validationError) throw invalidLink();
      const { id, token } = request.params;
      await throttle(app.db, [
        [`link:account:${id}`, app.config.throttle.linkPerAccount],
        [`link:address:${request.ip}`, app.config.throttle.linkPerAddress],
      ]);
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
