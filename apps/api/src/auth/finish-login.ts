import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { throttles, type users } from '../db/schema/index.ts';
import { startSession, type TokenPair } from './sessions.ts';

/**
 * The end of every password login, with or without a second step: the account's failure count
 * is cleared and the session starts. The one place a login's tokens are issued.
 */
export async function finishLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  user: typeof users.$inferSelect,
): Promise<TokenPair> {
  await app.db.delete(throttles).where(eq(throttles.key, `login:account:${user.email}`));
  const pair = await startSession(app.db, app.config, user);
  request.log.info({ userId: user.id }, 'logged in');
  return pair;
}
