import { randomBytes } from 'node:crypto';
import { emailChangeSchema } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { hashPassword, revokeUserSessions } from '../features/auth/index.ts';
import type { CliCommand } from './command.ts';

const usage = 'staff <add <email> [first name] [last name] | remove <email> | list>';

/** A password to sign in with once and change in the console (/staff/password): 18 random bytes, base64url. */
const temporaryPassword = () => randomBytes(18).toString('base64url');

/**
 * `ops staff add <email> [first] [last]`: gives an account the staff role (the /staff area);
 * with no account for the email, creates one, active, and prints its temporary password once.
 * `ops staff remove <email>`: back to an author. Both end the account's sessions, so its next
 * login carries the new role. `ops staff list`: who is staff.
 */
export const command: CliCommand = {
  name: 'staff',
  summary: 'Add, remove or list the staff accounts that answer authors in the /staff area',
  usage,
  async run(args, { db, log }) {
    const [action, rawEmail = '', nameFirst = 'Support', nameLast = 'Team'] = args;
    const email = rawEmail.trim().toLowerCase();
    if (action === 'list' && args.length === 1) {
      const staff = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.role, 'staff'));
      if (staff.length === 0) log('no staff accounts');
      for (const member of staff) log(`${member.id} ${member.email}`);
      return 0;
    }
    if (
      !(action === 'add' && args.length >= 2 && args.length <= 4) &&
      !(action === 'remove' && args.length === 2)
    ) {
      log(`usage: ${usage}`);
      return 2;
    }
    const [existing] = await db.select().from(users).where(eq(users.email, email));
    if (action === 'remove') {
      if (existing?.role !== 'staff') {
        log(`no staff account with the email ${email}`);
        return 1;
      }
      await db
        .update(users)
        .set({ role: 'author', updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      await revokeUserSessions(db, existing.id, 'taken off staff by an operator');
      log(`user ${existing.id} (${email}) is no longer staff; their sessions are revoked`);
      return 0;
    }
    if (existing) {
      await db
        .update(users)
        .set({ role: 'staff', updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      await revokeUserSessions(db, existing.id, 'made staff by an operator');
      log(`user ${existing.id} (${email}) is staff; they sign in again to reach /staff`);
      return 0;
    }
    if (!emailChangeSchema.safeParse({ email }).success) {
      log(`not an email address: ${rawEmail}`);
      return 2;
    }
    const password = temporaryPassword();
    const [created] = await db
      .insert(users)
      .values({
        email,
        username: email,
        nameFirst,
        nameLast,
        passwordHash: await hashPassword(password),
        userStatus: 1,
        role: 'staff',
      })
      .returning({ id: users.id });
    log(`staff account ${created?.id} (${email}) created; temporary password: ${password}`);
    log(
      "sign in on the portal's login page and change it under Password in the staff area (/staff/password)",
    );
    return 0;
  },
};
