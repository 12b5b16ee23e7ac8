import {
  CHALLENGE_EXPIRED_MESSAGE,
  CODE_EXPIRED_MESSAGE,
  CODE_SENT_DESCRIPTION,
  SECOND_STEP_METHODS,
  type SecondStepMethod,
  SUCCESS,
  secondStepCodeSchemas,
  WRONG_CODE_MESSAGE,
} from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ThrottleRule } from '../../../../config.ts';
import { loginChallenges, twoFactor, users } from '../../../../db/schema/index.ts';
import { codedError, invalidField } from '../../../../http/api-error.ts';
import { parseBody } from '../../../../http/parse-body.ts';
import { openText, sealText } from '../../../../lib/sealed-text.ts';
import { addressKey, countAttempt, refuseWhenThrottled } from '../../../../lib/throttle.ts';
import { completeSignIn } from '../../complete-sign-in.ts';
import {
  completeChallenge,
  findChallenge,
  type LoginChallenge,
  tryLoginCode,
} from '../../two-factor/login-challenges.ts';
import { replaceRecoveryCodes, useRecoveryCode } from '../../two-factor/recovery-codes.ts';
import { rememberBrowser } from '../../two-factor/remembered-browsers.ts';
import { sendLoginCode } from '../../two-factor/send-login-code.ts';
import { matchingStep, newTotpSecret, takeTotpCode, totpSetup } from '../../two-factor/totp.ts';
import { readTwoFactor } from '../../two-factor/two-factor-settings.ts';
import { methodsFor } from './open-second-step.ts';

const challengeField = z.object({
  challenge: z.string({ error: 'The login challenge is missing' }).min(1),
});
const verifyInput = challengeField.extend({
  method: z.enum(SECOND_STEP_METHODS, { error: 'Please choose how you confirm your login' }),
  code: z.string({ error: 'Please enter the code' }),
  remember_browser: z.boolean().optional(),
});

const challengeExpired = () => codedError('challengeExpired', CHALLENGE_EXPIRED_MESSAGE);

async function openChallengeOf(app: FastifyInstance, challenge: string): Promise<LoginChallenge> {
  const found = await findChallenge(app.db, challenge);
  if (!found) throw challengeExpired();
  return found;
}

/** The throttles of wrong second-step codes: per account and per client address. */
function secondStepLimits(app: FastifyInstance, request: FastifyRequest, userId: number) {
  const limits: [string, ThrottleRule][] = [
    [`second-step:account:${userId}`, app.config.throttle.secondStepPerAccount],
    [addressKey('second-step', request.ip), app.config.throttle.secondStepPerAddress],
  ];
  return limits;
}

/**
 * Checks the code against the challenge: the emailed code (its tries), the app's code (each
 * time step once; at set-up, the secret offered to this login) or a recovery code (once).
 */
async function codeIsRight(
  app: FastifyInstance,
  challenge: LoginChallenge,
  method: SecondStepMethod,
  code: string,
): Promise<boolean> {
  if (method === 'code') {
    const tried = await tryLoginCode(app.db, challenge, code);
    if (tried === 'expired') throw codedError('codeExpired', CODE_EXPIRED_MESSAGE);
    return tried === 'right';
  }
  if (method === 'recovery') return useRecoveryCode(app.db, challenge.userId, code);
  if (challenge.step === 'totp_setup') {
    const secret = challenge.setupSecret && openText(app.config.dataKey, challenge.setupSecret);
    return Boolean(secret) && matchingStep(secret as string, code) !== null;
  }
  const { totpSecret } = await readTwoFactor(app.db, app.config.dataKey, challenge.userId);
  return totpSecret !== null && takeTotpCode(app.db, challenge.userId, totpSecret, code);
}

/** A staff login's set-up confirmed: the app is the account's from now on, with recovery codes. */
async function enrolTotp(
  app: FastifyInstance,
  challenge: LoginChallenge,
  code: string,
): Promise<string[]> {
  const secret = challenge.setupSecret as string;
  // The confirming code's step is taken: it cannot be used again for the next login.
  const step = matchingStep(openText(app.config.dataKey, secret) as string, code);
  return app.jobs.transaction(async (tx, send) => {
    const values = { totpSecret: secret, pendingTotpSecret: null, totpLastStep: step };
    await tx
      .insert(twoFactor)
      .values({ userId: challenge.userId, ...values })
      .onConflictDoUpdate({ target: twoFactor.userId, set: { ...values, updatedAt: new Date() } });
    await send('two-factor-email', {
      template: 'changed',
      userId: challenge.userId,
      change: 'totp-on',
    });
    return replaceRecoveryCodes(tx, challenge.userId);
  });
}

/**
 * The login's second step: POST /authO/login/verify finishes it with a code, /resend emails a
 * new code, /totp-setup shows a staff member the authenticator app to set up.
 */
const secondStep: FastifyPluginAsync = async (app) => {
  app.post('/authO/login/verify', async (request) => {
    const input = parseBody(verifyInput, request.body);
    const challenge = await openChallengeOf(app, input.challenge);
    const limits = secondStepLimits(app, request, challenge.userId);
    await refuseWhenThrottled(app.db, limits);
    if (!methodsFor(challenge.step, challenge.emailCode).includes(input.method)) {
      throw invalidField('method', 'This login cannot be confirmed that way');
    }
    const code = parseBody(secondStepCodeSchemas[input.method], input.code);
    if (!(await codeIsRight(app, challenge, input.method, code))) {
      for (const limit of limits) await countAttempt(app.db, ...limit);
      throw codedError('wrongCode', WRONG_CODE_MESSAGE);
    }
    if (!(await completeChallenge(app.db, challenge.id))) throw challengeExpired();
    const [user] = await app.db.select().from(users).where(eq(users.id, challenge.userId));
    if (!user || user.suspendedAt) throw challengeExpired();
    const recoveryCodes =
      challenge.step === 'totp_setup' ? await enrolTotp(app, challenge, code) : undefined;
    const remembered =
      input.remember_browser && user.role !== 'staff'
        ? await rememberBrowser(app.db, user.id)
        : undefined;
    const signedIn = await completeSignIn(app, request, user, 'password');
    return {
      ...signedIn,
      ...(remembered && { remembered_browser: remembered }),
      ...(recoveryCodes && { recovery_codes: recoveryCodes }),
    };
  });

  app.post('/authO/login/resend', async (request) => {
    const { challenge } = parseBody(challengeField, request.body);
    const found = await openChallengeOf(app, challenge);
    if (!found.emailCode) throw invalidField('challenge', 'This login does not use emailed codes');
    await sendLoginCode(app, request, found);
    return { statusCode: 0, description: CODE_SENT_DESCRIPTION };
  });

  app.post('/authO/login/totp-setup', async (request) => {
    const { challenge } = parseBody(challengeField, request.body);
    const found = await openChallengeOf(app, challenge);
    if (found.step !== 'totp_setup') {
      throw invalidField('challenge', 'This login does not set up an authenticator app');
    }
    const [user] = await app.db.select().from(users).where(eq(users.id, found.userId));
    if (!user) throw challengeExpired();
    const secret = newTotpSecret();
    await app.db
      .update(loginChallenges)
      .set({ setupSecret: sealText(app.config.dataKey, secret) })
      .where(eq(loginChallenges.id, found.id));
    return { ...SUCCESS, ...(await totpSetup(secret, user.email)) };
  });
};

export default secondStep;
