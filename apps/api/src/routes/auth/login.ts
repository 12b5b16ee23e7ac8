import { LOGIN_FAILED_MESSAGE, loginSchema } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { verifyPassword } from '../../auth/passwords.ts';
import { sessionClient } from '../../auth/session-client.ts';
import { startSession } from '../../auth/sessions.ts';
import type { ThrottleRule } from '../../config.ts';
import { throttles, users } from '../../db/schema/index.ts';
import { codedError } from '../../errors/api-error.ts';
import { parseBody } from '../../errors/parse-body.ts';
import { countAttempt, refuseWhenThrottled } from '../../lib/throttle.ts';

/**
 * POST /authO/login. Unknown emails, wrong passwords and suspended accounts get the same
 * answer (U33), after the same password-hashing work. Failures count per account and per
 * client address; once either is over its limit, attempts answer 429 without checking.
 */
const login: FastifyPluginAsync = async (app) => {
  app.post('/authO/login', async (request) => {
    const input = parseBody(loginSchema, request.body);
    const email = input.email.toLowerCase();
    const limits: [string, ThrottleRule][] = [
      [`login:account:${email}`, app.config.throttle.loginPerAccount],
      [`login:address:${request.ip}`, app.config.throttle.loginPerAddress],
    ];
    await refuseWhenThrottled(app.db, limits);
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !passwordMatches || user.suspendedAt) {
      for (const [key, rule] of limits) await countAttempt(app.db, key, rule);
      throw codedError('loginFailed', LOGIN_FAILED_MESSAGE);
    }
    await app.db.delete(throttles).where(eq(throttles.key, `login:account:${email}`));
    const pair = await startSession(app.db, app.config, user, sessionClient(request));
    request.log.info({ userId: user.id }, 'logged in');
    return { statusCode: 0, description: 'Successful', ...pair };
  });
};

export default login;
