import { randomInt } from 'node:crypto';
import { LOGIN_CODE_DIGITS, LOGIN_CODE_MINUTES } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { loginChallenges, users } from '../../../db/schema/index.ts';
import { defineJob } from '../../../jobs/job-kinds.ts';
import type { Mailer } from '../../../mail/create-mailer.ts';
import { storeLoginCode } from './login-challenges.ts';
import { loginCodeEmail, TWO_FACTOR_CHANGES, twoFactorChangedEmail } from './two-factor-emails.ts';

/** A two-factor email: the code is made when it is sent, never kept in the job. */
const twoFactorEmailPayload = z.discriminatedUnion('template', [
  z.object({ template: z.literal('login-code'), challengeId: z.string() }),
  z.object({
    template: z.literal('changed'),
    userId: z.number().int(),
    change: z.enum(TWO_FACTOR_CHANGES),
  }),
]);

type TwoFactorEmailJob = z.infer<typeof twoFactorEmailPayload>;

declare module '../../../jobs/job-kinds.ts' {
  interface JobKinds {
    /** A login code, or the notice that two-factor settings changed. */
    'two-factor-email': TwoFactorEmailJob;
  }
}

/**
 * Sends a login code (a new one replaces the last, with 5 fresh tries and 10 minutes) or the
 * notice of a settings change. A challenge finished or gone gets nothing.
 */
async function sendTwoFactorEmail(
  context: { db: Db; mailer: Mailer },
  job: TwoFactorEmailJob,
): Promise<void> {
  const { db, mailer } = context;
  if (job.template === 'changed') {
    const [user] = await db.select().from(users).where(eq(users.id, job.userId));
    if (user) await mailer.send(twoFactorChangedEmail(user.email, user.nameFirst, job.change));
    return;
  }
  const [row] = await db
    .select({ user: users, completedAt: loginChallenges.completedAt })
    .from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.userId))
    .where(eq(loginChallenges.id, job.challengeId));
  if (!row || row.completedAt) return;
  const code = String(randomInt(0, 10 ** LOGIN_CODE_DIGITS)).padStart(LOGIN_CODE_DIGITS, '0');
  const expiresAt = new Date(Date.now() + LOGIN_CODE_MINUTES * 60_000);
  if (!(await storeLoginCode(db, job.challengeId, code, expiresAt))) return;
  await mailer.send(loginCodeEmail(row.user.email, row.user.nameFirst, code));
}

export const twoFactorEmailJob = defineJob({
  name: 'two-factor-email',
  payload: twoFactorEmailPayload,
  retryLimit: 2,
  expireInSeconds: 120,
  run: sendTwoFactorEmail,
});
