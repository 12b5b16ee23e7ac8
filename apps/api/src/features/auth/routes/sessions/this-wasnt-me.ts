import { SUCCESS } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { users } from '../../../../db/schema/index.ts';
import { invalidLink } from '../../../../http/api-error.ts';
import { consumeAccountToken, issueAccountToken } from '../../account-tokens.ts';
import { openEmailedLink } from '../../emailed-link.ts';
import { revokeUserSessions } from '../../sessions.ts';

/** No argon2 hash looks like this, so no password matches it until a new one is set. */
const NO_PASSWORD = 'disowned: a new password is needed';

/**
 * POST /user/thiswasntme/{id}/{token}: the login alert's "This wasn't me". The link works
 * once; every session ends and the password stops working (whoever logged in may know it),
 * and the answer's reset token lets the page ask for a new one at once.
 */
const thisWasntMe: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: number; token: string } }>(
    '/user/thiswasntme/:id/:token',
    { attachValidation: true },
    async (request) => {
      const { id, token } = await openEmailedLink(app, request);
      const resetToken = await app.db.transaction(async (tx) => {
        if (!(await consumeAccountToken(tx, id, 'disown', token))) return null;
        await tx
          .update(users)
          .set({ passwordHash: NO_PASSWORD, updatedAt: new Date() })
          .where(eq(users.id, id));
        return issueAccountToken(tx, id, 'reset', app.config.resetTokenSeconds);
      });
      if (!resetToken) throw invalidLink();
      await revokeUserSessions(app.db, id, "this wasn't me");
      request.log.info({ userId: id }, 'login disowned: every session ended');
      return { ...SUCCESS, reset_token: resetToken };
    },
  );
};

export default thisWasntMe;
