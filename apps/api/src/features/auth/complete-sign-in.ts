import { SUCCESS } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ThrottleRule } from '../../config.ts';
import { throttles, type users } from '../../db/schema/index.ts';
import { addressKey } from '../../lib/throttle.ts';
import { sessionClient } from './session-client.ts';
import { startSession, type TokenPair } from './sessions.ts';

type Limit = [key: string, rule: ThrottleRule];

/** The throttle counting an account's failed sign-ins, whichever way they were tried. */
export const accountSignInLimit = (
  app: Pick<FastifyInstance, 'config' | 'db'>,
  email: string,
): Limit => [`login:account:${email}`, app.config.throttle.loginPerAccount];
/** The throttle counting a client address's failed sign-ins, across accounts. */
export const addressSignInLimit = (
  app: Pick<FastifyInstance, 'config' | 'db'>,
  address: string,
): Limit => [addressKey('login', address), app.config.throttle.loginPerAddress];

/**
 * The end of every sign-in that succeeded (a password, a passkey): the account's failure count
 * is forgotten and a session starts, answered as the login's token pair.
 */
export async function completeSignIn(
  app: Pick<FastifyInstance, 'config' | 'db'>,
  request: FastifyRequest,
  user: typeof users.$inferSelect,
  method: 'password' | 'passkey',
): Promise<TokenPair & { statusCode: 0; description: string }> {
  const [accountKey] = accountSignInLimit(app, user.email);
  await app.db.delete(throttles).where(eq(throttles.key, accountKey));
  const pair = await startSession(app.db, app.config, user, sessionClient(request));
  request.log.info({ userId: user.id, method }, 'logged in');
  return { ...SUCCESS, ...pair };
}
