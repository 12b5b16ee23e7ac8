import { forgotPasswordSchema, SUCCESS } from '@pod-portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { users } from '../../../../db/schema/index.ts';
import { parseBody } from '../../../../http/parse-body.ts';
import { addressKey, throttle } from '../../../../lib/throttle.ts';

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
      [addressKey('forgot', request.ip), app.config.throttle.forgotPerAddress],
    ]);
    const [user] = await app.db
      .select()
      .from(users)
      .where(and(eq(users.email, email), isNull(users.suspendedAt)));
    if (user) await app.jobs.send('email', { template: 'reset', userId: user.id });
    return SUCCESS;
  });
};

export default forgotPassword;
