import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/job-kinds.ts';
import { portalLink } from '../../lib/portal-link.ts';
import type { Mailer } from '../../mail/create-mailer.ts';
import { issueAccountToken } from './account-tokens.ts';
import { approximatePlace } from './approximate-place.ts';
import { loginAlertEmail } from './login-alert-email.ts';

/** A login from a browser or address new to the account (queued by `startSession`). */
const loginAlertPayload = z.object({ sessionId: z.string() });

type LoginAlertJob = z.infer<typeof loginAlertPayload>;

declare module '../../jobs/job-kinds.ts' {
  interface JobKinds {
    /** A login from a new browser or address, emailed with a "This wasn't me" link. */
    'login-alert': LoginAlertJob;
  }
}

/** How long a "This wasn't me" link works: a week, for an author who reads mail weekly. */
const DISOWN_LINK_DAYS = 7;

/**
 * Emails the login's time, place and browser with a "This wasn't me" link, its token issued
 * now (never kept in the job). An account gone, suspended or with the notification turned off
 * since gets nothing.
 */
async function sendLoginAlert(
  context: { db: Db; config: Config; mailer: Mailer },
  job: LoginAlertJob,
): Promise<void> {
  const { db, config, mailer } = context;
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, job.sessionId));
  if (!row || row.user.suspendedAt || !row.user.loginNotification) return;
  const { session, user } = row;
  const token = await issueAccountToken(db, user.id, 'disown', DISOWN_LINK_DAYS * 86_400);
  const link = portalLink(config.publicUrl, '/this-wasnt-me', { id: user.id, token });
  const browser = session.browser
    ? `${session.browser}${session.os ? ` on ${session.os}` : ''}`
    : 'an unknown browser';
  await mailer.send(
    loginAlertEmail(
      user.email,
      user.nameFirst,
      {
        at: session.createdAt,
        browser,
        place: approximatePlace(session.address),
        address: session.address ?? 'unknown',
      },
      link,
      DISOWN_LINK_DAYS,
    ),
  );
}

export const loginAlertJob = defineJob({
  name: 'login-alert',
  payload: loginAlertPayload,
  retryLimit: 2,
  expireInSeconds: 120,
  run: sendLoginAlert,
});
