import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { revokeUserSessions } from '../features/auth/index.ts';
import type { CliCommand } from './command.ts';

const usage = 'user <activate|suspend|prepare-changes> <email>';

/**
 * `ops user activate <email>`: marks the account verified (user_status 0 -> 1) and lifts a
 * suspension. `ops user suspend <email>`: the user can no longer log in and every session ends.
 * `ops user prepare-changes <email>`: an admin reviewed the user's change request; the user is
 * asked to approve it (admin_confirmation 1, /profile-confirmation).
 */
export const command: CliCommand = {
  name: 'user',
  summary:
    'Activate (verify, unsuspend) or suspend a user, or put their change request up for approval',
  usage,
  async run(args, { db, log }) {
    const [action, email = ''] = args;
    if (!['activate', 'suspend', 'prepare-changes'].includes(action ?? '') || args.length !== 2) {
      log(`usage: ${usage}`);
      return 2;
    }
    const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
    if (!user) {
      log(`no user with the email ${email}`);
      return 1;
    }
    if (action === 'prepare-changes') {
      if (user.pendingChanges === null) {
        log(`user ${user.id} (${user.email}) has no pending change request`);
        return 1;
      }
      await db
        .update(users)
        .set({ adminConfirmation: 1, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      log(`user ${user.id} (${user.email}) will be asked to approve their changes`);
      return 0;
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
