import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from './client.ts';
import { balanceEntries, users } from './schema/index.ts';

export const DEMO_ACCOUNT = { email: 'demo@printondemand.example', password: 'Demo!2026pod' };

/** WELCOME_CREDIT_CENTS: the R100 every new account starts with. */
export const WELCOME_CREDIT_CENTS = 10_000;

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
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: DEMO_ACCOUNT.email,
        username: DEMO_ACCOUNT.email,
        nameFirst: 'Demo',
        nameLast: 'Author',
        passwordHash,
        userStatus: 1,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('demo user insert returned nothing');
    await tx
      .insert(balanceEntries)
      .values({ userId: user.id, amountCents: WELCOME_CREDIT_CENTS, kind: 'welcome' });
  });
  return true;
}
