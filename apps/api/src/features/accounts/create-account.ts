import type { Db } from '../../db/client.ts';
import { balanceEntries, users } from '../../db/schema/index.ts';

/** The R100 every new account starts with. */
const WELCOME_CREDIT_CENTS = 10_000;

export interface NewAccount {
  email: string;
  username: string;
  nameFirst: string;
  nameLast: string;
  passwordHash: string;
  /** 0 (not activated) unless said otherwise. */
  userStatus?: number;
}

/**
 * Creates a user with the welcome credit in their ledger, in one transaction. Undefined when
 * the (lower-cased) email is taken.
 */
export function createAccount(db: Db, account: NewAccount) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...account, email: account.email.toLowerCase() })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) return undefined;
    await tx
      .insert(balanceEntries)
      .values({ userId: user.id, amountCents: WELCOME_CREDIT_CENTS, kind: 'welcome' });
    return user;
  });
}
