import { SUCCESS, secondStepCodeSchemas, WRONG_CODE_MESSAGE } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recoveryCodes, twoFactor, users } from '../../../../db/schema/index.ts';
import { ApiError, badRequest, codedError, notFound } from '../../../../http/api-error.ts';
import { parseBody } from '../../../../http/parse-body.ts';
import type { SendJob } from '../../../../jobs/job-queue.ts';
import { sealText } from '../../../../lib/sealed-text.ts';
import type { TwoFactorChange } from '../../../auth/index.ts';
import {
  confirmPassword,
  countRecoveryCodes,
  countRememberedBrowsers,
  currentUser,
  forgetBrowsers,
  matchingStep,
  newTotpSecret,
  readTwoFactor,
  replaceRecoveryCodes,
  totpSetup,
} from '../../../auth/index.ts';

const password = z
  .string({ error: 'Please enter your password' })
  .min(1, 'Please enter your password');
const passwordInput = z.object({ password });
const emailCodeInput = z.object({ enabled: z.boolean(), password });
const totpCodeInput = z.object({ code: secondStepCodeSchemas.totp });

type TwoFactorRow = Partial<Omit<typeof twoFactor.$inferInsert, 'userId'>>;

/** Writes the account's settings row (made on first use). */
async function saveTwoFactor(
  db: FastifyInstance['db'],
  userId: number,
  values: TwoFactorRow,
): Promise<void> {
  await db
    .insert(twoFactor)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: twoFactor.userId, set: { ...values, updatedAt: new Date() } });
}

const tellAuthor = (send: SendJob, userId: number, change: TwoFactorChange) =>
  send('two-factor-email', { template: 'changed', userId, change });

/**
 * The Profile's two-factor card: the emailed code switch, the authenticator app (set up,
 * confirm, remove), its recovery codes, and the remembered browsers. Every change needs the
 * password (but forgetting browsers, which only asks for more) and is emailed to the author.
 */
const twoFactorRoutes: FastifyPluginAsync = async (app) => {
  async function signedInUser(request: FastifyRequest) {
    const [user] = await app.db
      .select()
      .from(users)
      .where(eq(users.id, currentUser(request).id));
    if (!user) throw notFound();
    return user;
  }

  async function status(user: typeof users.$inferSelect) {
    const settings = await readTwoFactor(app.db, app.config.dataKey, user.id);
    return {
      ...SUCCESS,
      email_code: settings.emailCode,
      totp: settings.totpSecret !== null,
      recovery_codes_left: await countRecoveryCodes(app.db, user.id),
      remembered_browsers: await countRememberedBrowsers(app.db, user.id),
      totp_required: user.role === 'staff',
    };
  }

  app.get('/user/twofactor', async (request) => status(await signedInUser(request)));

  app.put('/user/twofactor/emailcode', async (request) => {
    const user = await signedInUser(request);
    const input = parseBody(emailCodeInput, request.body);
    await confirmPassword(app, user, input.password);
    const before = await readTwoFactor(app.db, app.config.dataKey, user.id);
    if (before.emailCode !== input.enabled) {
      await app.jobs.transaction(async (tx, send) => {
        await saveTwoFactor(tx, user.id, { emailCode: input.enabled });
        await tellAuthor(send, user.id, input.enabled ? 'email-code-on' : 'email-code-off');
      });
      request.log.info({ userId: user.id, enabled: input.enabled }, 'emailed login code switched');
    }
    return status(user);
  });

  app.post('/user/twofactor/totp', async (request) => {
    const user = await signedInUser(request);
    await confirmPassword(app, user, parseBody(passwordInput, request.body).password);
    const secret = newTotpSecret();
    await saveTwoFactor(app.db, user.id, {
      pendingTotpSecret: sealText(app.config.dataKey, secret),
    });
    return { ...SUCCESS, ...(await totpSetup(secret, user.email)) };
  });

  app.put('/user/twofactor/totp', async (request) => {
    const user = await signedInUser(request);
    const { code } = parseBody(totpCodeInput, request.body);
    const { pendingTotpSecret } = await readTwoFactor(app.db, app.config.dataKey, user.id);
    if (!pendingTotpSecret)
      throw badRequest('Please start setting up your authenticator app first');
    const step = matchingStep(pendingTotpSecret, code);
    if (step === null) throw codedError('wrongCode', WRONG_CODE_MESSAGE);
    const codes = await app.jobs.transaction(async (tx, send) => {
      await saveTwoFactor(tx, user.id, {
        totpSecret: sealText(app.config.dataKey, pendingTotpSecret),
        pendingTotpSecret: null,
        totpLastStep: step,
      });
      await tellAuthor(send, user.id, 'totp-on');
      return replaceRecoveryCodes(tx, user.id);
    });
    request.log.info({ userId: user.id }, 'authenticator app set up');
    return { ...SUCCESS, recovery_codes: codes };
  });

  app.delete('/user/twofactor/totp', async (request) => {
    const user = await signedInUser(request);
    const input = parseBody(passwordInput, request.body);
    if (user.role === 'staff') {
      throw new ApiError(403, 'Staff accounts must keep their authenticator app');
    }
    await confirmPassword(app, user, input.password);
    await app.jobs.transaction(async (tx, send) => {
      await saveTwoFactor(tx, user.id, { totpSecret: null, totpLastStep: null });
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      await tellAuthor(send, user.id, 'totp-off');
    });
    request.log.info({ userId: user.id }, 'authenticator app removed');
    return status(user);
  });

  app.post('/user/twofactor/recoverycodes', async (request) => {
    const user = await signedInUser(request);
    await confirmPassword(app, user, parseBody(passwordInput, request.body).password);
    const { totpSecret } = await readTwoFactor(app.db, app.config.dataKey, user.id);
    if (!totpSecret)
      throw badRequest('Recovery codes come with an authenticator app: set one up first');
    const codes = await app.jobs.transaction(async (tx, send) => {
      await tellAuthor(send, user.id, 'recovery-codes');
      return replaceRecoveryCodes(tx, user.id);
    });
    return { ...SUCCESS, recovery_codes: codes };
  });

  app.delete('/user/twofactor/browsers', async (request) => {
    const user = await signedInUser(request);
    await forgetBrowsers(app.db, user.id);
    return status(user);
  });
};

export default twoFactorRoutes;
