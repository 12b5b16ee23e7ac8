import { API_CODES, type SecondStep, type SecondStepMethod } from '@pod-portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { users } from '../../../../db/schema/index.ts';
import { openChallenge } from '../../two-factor/login-challenges.ts';
import { sendLoginCode } from '../../two-factor/send-login-code.ts';

const descriptions: Record<SecondStep, string> = {
  code: 'Enter the 4-digit code we emailed you',
  totp: 'Enter the code from your authenticator app',
  totp_setup: 'Staff accounts sign in with an authenticator app: set one up to continue',
};

/** The ways a step may be answered: the app's step also takes recovery codes (and the email). */
export function methodsFor(step: SecondStep, emailCode: boolean): SecondStepMethod[] {
  if (step === 'code') return ['code'];
  if (step === 'totp_setup') return ['totp'];
  return emailCode ? ['totp', 'recovery', 'code'] : ['totp', 'recovery'];
}

/**
 * Answers a right password that needs a second step (U35): a challenge for the client to send
 * back with the code, the step and the ways to answer it. For the emailed code, the first code
 * goes out at once.
 */
export async function openSecondStep(
  app: Pick<FastifyInstance, 'config' | 'db' | 'jobs'>,
  request: FastifyRequest,
  user: typeof users.$inferSelect,
  step: SecondStep,
  emailCode: boolean,
) {
  const opened = await openChallenge(app.db, user.id, step, emailCode);
  if (step === 'code') await sendLoginCode(app, request, { id: opened.id, userId: user.id });
  request.log.info({ userId: user.id, step }, 'password right; second step asked');
  return {
    statusCode: API_CODES.secondStepRequired.code,
    description: descriptions[step],
    second_step: step,
    challenge: opened.challenge,
    methods: methodsFor(step, emailCode),
    can_remember: user.role !== 'staff',
    expires_at: opened.expiresAt.toISOString(),
  };
}
