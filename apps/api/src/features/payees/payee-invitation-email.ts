import { basisPointsToPercent, PAYEE_ROLE_NAMES } from '@pod-portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookPayees, books, users } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/job-kinds.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { portalLink } from '../../lib/portal-link.ts';
import type { Mailer } from '../../mail/create-mailer.ts';

/** Invites a payee, by email, to accept their share of a book's royalty. */
const payeeInvitationPayload = z.object({ payeeId: z.number().int() });

type PayeeInvitationJob = z.infer<typeof payeeInvitationPayload>;

declare module '../../jobs/job-kinds.ts' {
  interface JobKinds {
    /** A payee's invitation to share a book's royalty. */
    'payee-invitation-email': PayeeInvitationJob;
  }
}

/**
 * Sends the invitation with a link to the portal's royalty shares, where the payee signs in
 * (or registers with this address) and accepts or declines. An invitation superseded before
 * it was sent sends nothing; a failed send throws, so the queue retries it.
 */
async function sendPayeeInvitation(
  context: { db: Db; config: Config; mailer: Mailer },
  job: PayeeInvitationJob,
): Promise<void> {
  const [row] = await context.db
    .select({
      name: bookPayees.name,
      email: bookPayees.email,
      role: bookPayees.role,
      share: bookPayees.shareBasisPoints,
      title: books.bookTitle,
      authorFirst: users.nameFirst,
      authorLast: users.nameLast,
    })
    .from(bookPayees)
    .innerJoin(books, eq(books.id, bookPayees.bookId))
    .innerJoin(users, eq(users.id, books.userId))
    .where(and(eq(bookPayees.id, job.payeeId), isNull(bookPayees.supersededAt)));
  if (!row) return;
  const author = `${row.authorFirst} ${row.authorLast}`.trim();
  const link = portalLink(context.config.publicUrl, '/shares', { invitation: job.payeeId });
  const intro = `${author} invites you to share the royalties of "${row.title}" as ${PAYEE_ROLE_NAMES[row.role].toLowerCase()}: ${basisPointsToPercent(row.share)}% of every royalty the book earns.`;
  const outro =
    'Open the invitation to read and sign your share agreement, or to decline it. If you have no account yet, register with this email address.';
  await context.mailer.send({
    to: row.email,
    subject: `Your share of the royalties of ${row.title}`,
    text: `Hello ${row.name},\n\n${intro}\n\n${outro}\n${link}\n`,
    html: `<p>Hello ${escapeHtml(row.name)},</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(outro)}</a></p>`,
    link,
  });
}

export const payeeInvitationEmailJob = defineJob({
  name: 'payee-invitation-email',
  payload: payeeInvitationPayload,
  retryLimit: 2,
  expireInSeconds: 120,
  run: sendPayeeInvitation,
});
