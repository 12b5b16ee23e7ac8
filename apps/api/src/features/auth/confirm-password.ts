import type { FastifyInstance } from 'fastify';
import { codedError } from '../../http/api-error.ts';
import { countAttempt, usedUp } from '../../lib/throttle.ts';
import { accountSignInLimit } from './complete-sign-in.ts';
import { verifyPassword } from './passwords.ts';

/**
 * Checks the current password before a change to the account's safety (email, two-factor).
 * Wrong passwords here count toward the login lock, so a stolen token cannot be used to guess
 * the password: once the account is locked, every password is refused (U32).
 */
export async function confirmPassword(
  app: Pick<FastifyInstance, 'config' | 'db'>,
  user: { email: string; passwordHash: string },
  password: string,
): Promise<void> {
  const lock = accountSignInLimit(app, user.email);
  const locked = (await usedUp(app.db, [lock])) !== undefined;
  if (locked || !(await verifyPassword(user.passwordHash, password))) {
    await countAttempt(app.db, ...lock);
    throw codedError('wrongCurrentPassword', 'Incorrect password');
  }
}
