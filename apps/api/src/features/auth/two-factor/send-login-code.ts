import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey, throttle } from '../../../lib/throttle.ts';

/** Emails a new login code for a challenge (a job), throttled per account and per address. */
export async function sendLoginCode(
  app: Pick<FastifyInstance, 'config' | 'db' | 'jobs'>,
  request: FastifyRequest,
  challenge: { id: string; userId: number },
): Promise<void> {
  await throttle(app.db, [
    [`login-code:account:${challenge.userId}`, app.config.throttle.loginCodePerAccount],
    [addressKey('login-code', request.ip), app.config.throttle.loginCodePerAddress],
  ]);
  await app.jobs.send('two-factor-email', { template: 'login-code', challengeId: challenge.id });
}
