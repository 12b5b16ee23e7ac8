import { PASSWORD_CHANGED_DESCRIPTION, resetPasswordSchema } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { users } from '../../../../db/schema/index.ts';
import { invalidLink } from '../../../../http/api-error.ts';
import { parseBody } from '../../../../http/parse-body.ts';
import {
  consumeAccountToken,
  hashPassword,
  openEmailedLink,
  revokeUserSessions,
} from '../../../auth/index.ts';

/**
 * PUT /user/pwdlinkcheck/{id}/{token}: the emailed link sets a new password. The link works
 * once; every session of the user ends and no new one starts (reset does not log in).
 */
const resetPassword: FastifyPluginAsync = async (app) => {
  app.put<{ Params: { id: number; token: string } }>(
    '/user/pwdlinkcheck/:id/:token',
    { attachValidation: true },
    async (request) => {
      const { id, token } = await openEmailedLink(app, request);
      const input = parseBody(resetPasswordSchema, request.body);
      const passwordHash = await hashPassword(input.password);
      const reset = await app.db.transaction(async (tx) => {
        if (!(await consumeAccountToken(tx, id, 'reset', token))) return false;
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
        return true;
      });
      if (!reset) throw invalidLink();
      await revokeUserSessions(app.db, id, 'password reset');
      request.log.info({ userId: id }, 'password reset');
      return { statusCode: 0, description: PASSWORD_CHANGED_DESCRIPTION };
    },
  );
};

export default resetPassword;
