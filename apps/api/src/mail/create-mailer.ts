import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { redactUrl } from '../http/logger-options.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message carries, logged (its secrets hidden) when there is no SMTP server. */
  link?: string;
  attachments?: MailAttachment[];
}

interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends through SMTP_URL when configured. Without it, each message is kept in the outbox
 * table (read at /dev/mailbox and with `pnpm ops outbox`, so verification and reset links work
 * on a machine without a mail server) and announced in the log with its link, tokens hidden.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, db, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send({ to, subject, text, html, attachments }) {
        await transport.sendMail({ from, to, subject, text, html, attachments });
        log.info({ subject }, 'email sent');
      },
    };
  }
  return {
    async send({ to, subject, text, html, link, attachments = [] }) {
      const [row] = await db
        .insert(outbox)
        .values({
          to,
          subject,
          text,
          html,
          attachments: attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            bytes: content.length,
          })),
        })
        .returning({ id: outbox.id });
      // The link's token stays out of the log: the outbox holds the whole message.
      log.info(
        { outboxId: row?.id, subject, link: link && redactUrl(link) },
        'email kept in the dev outbox (no SMTP_URL)',
      );
    },
  };
}
