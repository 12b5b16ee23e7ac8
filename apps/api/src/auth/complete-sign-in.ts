import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { throttles, type users } from '../db/schema/index.ts';
import { sessionClient } from './session-client.ts';
import { startSession, type TokenPair } from './sessions.ts';

/** The throttle key counting an account's failed sign-ins, whichever way they were tried. */
export const accountSignInKey = (email: string) => `login:account:${email}`;
/** The throttle key counting a client address's failed sign-ins, across accounts. */
export const addressSignInKey = (address: string) => `login:address:${address}`;

/**
 * The end of every sign-in that succeeded (a password, a passkey): the account's failure count
 * is forgotten and a session starts, answered as the login's token pair.
 */
export async function completeSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  user: typeof users.$inferSelect,
  method: 'password' | 'passkey',
): Promise<TokenPair & { statusCode: 0; description: string }> {
  await app.db.delete(throttles).where(eq(throttles.key, accountSignInKey(user.email)));
  const pair = await startSession(app.db, app.config, user, sessionClient(request));
  request.log.info({ userId: user.id, method }, 'logged in');
  return { statusCode: 0, description: 'Successful', ...pair };
}
