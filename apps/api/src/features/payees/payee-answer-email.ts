import { basisPointsToPercent, PAYEE_ROLE_NAMES, shareDeclinedText } from '@pod-portal/domain';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookPayees, books, users } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/job-kinds.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { portalLink } from '../../lib/portal-link.ts';
import type { Mailer, MailMessage } from '../../mail/create-mailer.ts';
import { type FileStorage, readStoredFile } from '../../storage/file-storage.ts';

/**
 * A payee answered their invitation: a signed agreement goes to the payee and to the book's
 * author (`to`), its sealed PDF attached; a declined share is told to the author.
 */
const payeeAnswerPayload = z.object({
  payeeId: z.number().int(),
  to: z.enum(['payee', 'author']),
});

type PayeeAnswerJob = z.infer<typeof payeeAnswerPayload>;

declare module '../../jobs/job-kinds.ts' {
  interface JobKinds {
    /** A payee's answer: the signed share agreement, or the author told of a decline. */
    'payee-answer-email': PayeeAnswerJob;
  }
}

type Context = { db: Db; config: Config; mailer: Mailer; storage: FileStorage };

/** The email's text and HTML: a greeting, the news, and a link to where it is seen. */
function letter(name: string, intro: string, outro: string, link: string) {
  return {
    text: `Hello ${name},\n\n${intro}\n\n${outro}\n${link}\n`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(outro)}</a></p>`,
    link,
  };
}

/**
 * Sends the answer as it is stored, to the current address of the payee's account or of the
 * book's author. An answer that is gone (or, for a decline, superseded by a change of the
 * payees) sends nothing; a failed send throws, so the queue retries it.
 */
async function sendPayeeAnswer(context: Context, job: PayeeAnswerJob): Promise<void> {
  const [row] = await context.db
    .select({
      payee: bookPayees,
      title: books.bookTitle,
      author: { email: users.email, nameFirst: users.nameFirst, nameLast: users.nameLast },
      payeeEmail: sql<string | null>`(select email from users where id = ${bookPayees.userId})`,
    })
    .from(bookPayees)
    .innerJoin(books, eq(books.id, bookPayees.bookId))
    .innerJoin(users, eq(users.id, books.userId))
    .where(eq(bookPayees.id, job.payeeId));
  if (!row) return;
  const { payee, title, author } = row;
  const role = PAYEE_ROLE_NAMES[payee.role].toLowerCase();
  const share = `${basisPointsToPercent(payee.shareBasisPoints)}%`;
  let message: MailMessage | undefined;
  if (payee.status === 'declined' && job.to === 'author' && payee.supersededAt === null) {
    message = {
      to: author.email,
      subject: `${payee.name} declined a share of ${title}`,
      ...letter(
        author.nameFirst,
        shareDeclinedText({ payee: payee.name, title }),
        'Change the payees on the Royalty shares tab of the book in Your books.',
        portalLink(context.config.publicUrl, '/books', {}),
      ),
    };
  } else if (payee.status === 'accepted' && payee.fileKey !== null) {
    const pdf = await readStoredFile(context.storage, payee.fileKey);
    const attachments = [
      {
        filename: `share-agreement-${title.replace(/[^\w.-]+/g, '-').slice(0, 60)}-v${payee.version}.pdf`,
        contentType: 'application/pdf',
        content: pdf,
      },
    ];
    const sealed =
      'is attached as a PDF, sealed with our digital certificate so that any PDF reader shows whether it was changed after signing.';
    if (job.to === 'payee') {
      if (row.payeeEmail === null) return;
      message = {
        to: row.payeeEmail,
        subject: `Your signed royalty share agreement: ${title}`,
        attachments,
        ...letter(
          payee.name,
          `Thank you for signing. Your royalty share agreement for "${title}" (${share} as ${role}) ${sealed}`,
          'You can open it at any time from your Documents.',
          portalLink(context.config.publicUrl, '/documents', {}),
        ),
      };
    } else {
      message = {
        to: author.email,
        subject: `${payee.name} accepted a share of ${title}`,
        attachments,
        ...letter(
          author.nameFirst,
          `${payee.name} signed the royalty share agreement for "${title}" (${share} as ${role}). Their signed agreement ${sealed}`,
          'See who else has to accept on the Royalty shares tab of the book in Your books.',
          portalLink(context.config.publicUrl, '/books', {}),
        ),
      };
    }
  }
  if (message) await context.mailer.send(message);
}

export const payeeAnswerEmailJob = defineJob({
  name: 'payee-answer-email',
  payload: payeeAnswerPayload,
  retryLimit: 2,
  expireInSeconds: 120,
  run: sendPayeeAnswer,
});
