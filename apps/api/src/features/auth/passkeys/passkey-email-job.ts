import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { defineJob } from '../../../jobs/job-kinds.ts';
import { escapeHtml } from '../../../lib/escape-html.ts';
import type { Mailer, MailMessage } from '../../../mail/create-mailer.ts';

/** A passkey added to or removed from an account: the author hears of it by email. */
const passkeyEmailPayload = z.object({
  userId: z.number().int(),
  change: z.enum(['added', 'removed']),
  /** The passkey's name as the author gave it (a removed one is no longer in the database). */
  name: z.string(),
});

type PasskeyEmailJob = z.infer<typeof passkeyEmailPayload>;

declare module '../../../jobs/job-kinds.ts' {
  interface JobKinds {
    /** A passkey added to or removed from an account. */
    'passkey-email': PasskeyEmailJob;
  }
}

/** The email telling the author a passkey was added or removed, and what to do if it was not them. */
function passkeyChangedEmail(
  to: string,
  nameFirst: string,
  job: PasskeyEmailJob,
  profileLink: string,
): MailMessage {
  const added = job.change === 'added';
  const subject = added
    ? 'A passkey was added to your Print on Demand account'
    : 'A passkey was removed from your Print on Demand account';
  const lines = [
    `Hello ${nameFirst},`,
    added
      ? `The passkey "${job.name}" was added to your account: it can now sign in to your account without your password.`
      : `The passkey "${job.name}" was removed from your account: it can no longer sign in.`,
    "If this wasn't you, change your password at once and check the passkeys on your Profile:",
  ];
  const text = `${lines.join('\n\n')}\n\n${profileLink}\n`;
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(profileLink)}">Open my Profile</a></p>`;
  return { to, subject, text, html, link: profileLink };
}

/** Sends the passkey email to the account's current address (an account that is gone gets nothing). */
async function sendPasskeyEmail(
  context: { db: Db; config: Config; mailer: Mailer },
  job: PasskeyEmailJob,
): Promise<void> {
  const [user] = await context.db.select().from(users).where(eq(users.id, job.userId));
  if (!user) return;
  const link = new URL('/profile', `${context.config.publicUrl}/`).href;
  await context.mailer.send(passkeyChangedEmail(user.email, user.nameFirst, job, link));
}

export const passkeyEmailJob = defineJob({
  name: 'passkey-email',
  payload: passkeyEmailPayload,
  retryLimit: 2,
  expireInSeconds: 120,
  run: sendPasskeyEmail,
});
