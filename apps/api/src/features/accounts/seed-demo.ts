import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/index.ts';
import { createAccount } from './create-account.ts';

export const DEMO_ACCOUNT = { email: 'demo@printondemand.example', password: 'Demo!2026pod' };

/**
 * A verified demo author with a known password, created on first start so a fresh machine
 * can log in at once. Returns true when it was created now.
 */
export async function seedDemoAccount(db: Db): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNT.email));
  if (existing) return false;
  const created = await createAccount(db, {
    email: DEMO_ACCOUNT.email,
    username: DEMO_ACCOUNT.email,
    nameFirst: 'Demo',
    nameLast: 'Author',
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
    userStatus: 1,
  });
  return created !== undefined;
}
