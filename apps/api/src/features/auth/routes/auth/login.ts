import { LOGIN_FAILED_MESSAGE, loginSchema } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { users } from '../../../../db/schema/index.ts';
import { codedError } from '../../../../http/api-error.ts';
import { parseBody } from '../../../../http/parse-body.ts';
import { countAttempt, refuseWhenThrottled } from '../../../../lib/throttle.ts';
import { accountSignInLimit, addressSignInLimit, completeSignIn } from '../../complete-sign-in.ts';
import { verifyPassword } from '../../passwords.ts';
import { isRememberedBrowser } from '../../two-factor/remembered-browsers.ts';
import { readTwoFactor, secondStepFor } from '../../two-factor/two-factor-settings.ts';
import { openSecondStep } from './open-second-step.ts';

const rememberedBrowserField = z.object({ remembered_browser: z.string().optional() });

/**
 * POST /authO/login. Unknown emails, wrong passwords and suspended accounts get the same
 * answer (U33), after the same password-hashing work. Failures count per account and per
 * client address; once either is over its limit, attempts answer 429 without checking.
 * A right password answers the token pair, or the second step the account needs (U35).
 */
const login: FastifyPluginAsync = async (app) => {
  app.post('/authO/login', async (request) => {
    const input = parseBody(loginSchema, request.body);
    const email = input.email.toLowerCase();
    const limits = [accountSignInLimit(app, email), addressSignInLimit(app, request.ip)];
    await refuseWhenThrottled(app.db, limits);
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !passwordMatches || user.suspendedAt) {
      for (const [key, rule] of limits) await countAttempt(app.db, key, rule);
      throw codedError('loginFailed', LOGIN_FAILED_MESSAGE);
    }
    const { remembered_browser } = parseBody(rememberedBrowserField, request.body);
    const settings = await readTwoFactor(app.db, app.config.dataKey, user.id);
    const remembered = await isRememberedBrowser(app.db, user.id, remembered_browser);
    const step = secondStepFor(user, settings, remembered);
    if (step) return openSecondStep(app, request, user, step, settings.emailCode);
    return completeSignIn(app, request, user, 'password');
  });
};

export default login;
