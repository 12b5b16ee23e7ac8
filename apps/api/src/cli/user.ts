import { eq, sql } from 'drizzle-orm';
import { revokeUserSessions } from '../auth/sessions.ts';
import { users } from '../db/schema/index.ts';
import type { CliCommand } from './command.ts';

const usage = 'user <activate|suspend> <email>';

/**
 * `ops user activate <email>`: marks the account verified (user_status 0 -> 1) and lifts a
 * suspension. `ops user suspend <email>`: the user can no longer log in and every session ends.
 */
export const command: CliCommand = {
  name: 'user',
  summary: 'Activate (verify, unsuspend) or suspend a user',
  usage,
  async run(args, { db, log }) {
    const [action, email = ''] = args;
    if ((action !== 'activate' && action !== 'suspend') || args.length !== 2) {
      log(`usage: ${usage}`);
      return 2;
    }
    const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
    if (!user) {
      log(`no user with the email ${email}`);
      return 1;
    }
    if (action === 'suspend') {
      await db
        .update(users)
        .set({ suspendedAt: sql`now()`, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await revokeUserSessions(db, user.id, 'suspended by an operator');
      log(`user ${user.id} (${user.email}) suspended; their sessions are revoked`);
      return 0;
    }
    await db
      .update(users)
      .set({
        suspendedAt: null,
        userStatus: user.userStatus === 0 ? 1 : user.userStatus,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    log(
      `user ${user.id} (${user.email}) active (user_status ${user.userStatus === 0 ? 1 : user.userStatus})`,
    );
    return 0;
  },
};
