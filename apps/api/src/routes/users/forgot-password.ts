import { forgotPasswordSchema } from '@pod-portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { issueAccountToken } from '../../accounts/account-tokens.ts';
import { portalLink } from '../../accounts/portal-link.ts';
import { users } from '../../db/schema/index.ts';
import { parseBody } from '../../errors/parse-body.ts';
import { throttle } from '../../lib/throttle.ts';
import { resetEmail } from '../../mail/account-emails.ts';

/**
 * PUT /user/forgotpwd/{email}: emails a reset link when the address has an account. The
 * answer is the same either way, and both are throttled alike (per address and per client).
 */
const forgotPassword: FastifyPluginAsync = async (app) => {
  app.put<{ Params: { email: string } }>('/user/forgotpwd/:email', async (request) => {
    const email = parseBody(forgotPasswordSchema, {
      email: request.params.email,
    }).email.toLowerCase();
    await throttle(app.db, [
      [`forgot:account:${email}`, app.config.throttle.forgotPerAccount],
      [`forgot:address:${request.ip}`, app.config.throttle.forgotPerAddress],
    ]);
    const [user] = await app.db
      .select()
      .from(users)
      .where(and(eq(users.email, email), isNull(users.suspendedAt)));
    if (user) {
      const seconds = app.config.resetTokenSeconds;
      const token = await issueAccountToken(app.db, user.id, 'reset', seconds);
      const link = portalLink(app.config.publicUrl, '/reset-password', { id: user.id, token });
      await app.mailer
        .send(resetEmail(user.email, user.nameFirst, link, Math.round(seconds / 60)))
        .catch((error: unknown) =>
          request.log.error({ err: error, userId: user.id }, 'reset email not sent'),
        );
    }
    return { statusCode: 0, description: 'Successful' };
  });
};

export default forgotPassword;
