import {
  BANK_CHANGE_HOLD_DAYS,
  BOOK_STATUSES,
  bookMovedText,
  payoutOutcomeOf,
  paypalRefundReturnedText,
} from '@pod-portal/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookPayees, books, payouts, users } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/job-kinds.ts';
import { portalLink } from '../../lib/portal-link.ts';
import type { Mailer } from '../../mail/create-mailer.ts';
import { issueAccountToken } from '../auth/index.ts';
import {
  bankChangedEmail,
  bookMovedEmail,
  changeReviewEmail,
  payoutSettledEmail,
  paypalRefundReturnedEmail,
  resetEmail,
  verificationEmail,
} from './account-emails.ts';

/** The bank change's confirmation link works as long as the hold it lifts. */
const BANK_CHANGE_LINK_SECONDS = BANK_CHANGE_HOLD_DAYS * 24 * 60 * 60;

/** An account email to send: the link's token is issued when it is sent, never kept in the job. */
const accountEmailPayload = z.discriminatedUnion('template', [
  z.object({ template: z.enum(['verify', 'reset']), userId: z.number().int() }),
  z.object({ template: z.literal('changes-approved'), userId: z.number().int() }),
  z.object({
    template: z.literal('changes-declined'),
    userId: z.number().int(),
    reason: z.string(),
  }),
  /** Staff moved a book on: the status it was moved to, whatever it is when the email goes. */
  z.object({
    template: z.literal('book-moved'),
    userId: z.number().int(),
    bookId: z.number().int(),
    status: z.enum(BOOK_STATUSES),
  }),
  /**
   * Bank details changed where payouts go: the confirmation link goes to `to`, the address
   * the account had before the change (one who took over the account may have changed both).
   */
  z.object({ template: z.literal('bank-changed'), userId: z.number().int(), to: z.string() }),
  /** A payout was paid or failed back to the balance: what it is when the email goes. */
  z.object({
    template: z.literal('payout-settled'),
    userId: z.number().int(),
    payoutId: z.number().int(),
  }),
  /** PayPal failed or cancelled a refund it had taken as pending: its rand is back in the balance. */
  z.object({
    template: z.literal('paypal-refund-returned'),
    userId: z.number().int(),
    creditNote: z.string(),
    amountCents: z.number().int(),
  }),
]);

export type AccountEmailJob = z.infer<typeof accountEmailPayload>;

declare module '../../jobs/job-kinds.ts' {
  interface JobKinds {
    /** An account email (verification, password reset), its link issued when it is sent. */
    email: AccountEmailJob;
  }
}

/**
 * The newest royalty share invitation waiting for an answer from `email`'s account: one who
 * registers from an invitation is brought back to it by the activation link (and the login).
 */
async function openShareInvitation(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: bookPayees.id })
    .from(bookPayees)
    .where(
      and(
        eq(bookPayees.email, email.toLowerCase()),
        eq(bookPayees.status, 'invited'),
        isNull(bookPayees.supersededAt),
      ),
    )
    .orderBy(desc(bookPayees.id))
    .limit(1);
  return row?.id;
}

/**
 * Sends a verification, password-reset, change-review or book-moved email to the account's
 * current address. An account (or book) that is gone, already verified (for `verify`) or
 * suspended (for `reset`) gets nothing. A
 * failed send throws, so the queue retries it (each try's link replaces the last).
 */
async function sendAccountEmail(
  context: { db: Db; config: Config; mailer: Mailer },
  job: AccountEmailJob,
): Promise<void> {
  const { db, config, mailer } = context;
  const [user] = await db.select().from(users).where(eq(users.id, job.userId));
  if (!user) return;
  if (job.template === 'changes-approved' || job.template === 'changes-declined') {
    const link = new URL('/login', `${config.publicUrl}/`).href;
    await mailer.send(
      changeReviewEmail(
        user.email,
        user.nameFirst,
        link,
        job.template === 'changes-approved'
          ? { decision: 'approved' }
          : { decision: 'declined', reason: job.reason },
      ),
    );
    return;
  }
  if (job.template === 'book-moved') {
    const [book] = await db
      .select({ title: books.bookTitle, region: books.region })
      .from(books)
      .where(eq(books.id, job.bookId));
    if (!book) return;
    const link = new URL('/books', `${config.publicUrl}/`).href;
    const moved = bookMovedText({ ...book, status: job.status });
    await mailer.send(
      bookMovedEmail(user.email, user.nameFirst, link, { title: book.title, moved }),
    );
    return;
  }
  if (job.template === 'bank-changed') {
    const token = await issueAccountToken(db, user.id, 'bank-change', BANK_CHANGE_LINK_SECONDS);
    const link = portalLink(config.publicUrl, '/confirm-bank-change', { id: user.id, token });
    await mailer.send(bankChangedEmail(job.to, user.nameFirst, link));
    return;
  }
  if (job.template === 'payout-settled') {
    const [payout] = await db.select().from(payouts).where(eq(payouts.id, job.payoutId));
    const outcome = payout ? payoutOutcomeOf(payout) : null;
    if (!outcome) return;
    const link = new URL('/transactions', `${config.publicUrl}/`).href;
    await mailer.send(payoutSettledEmail(user.email, user.nameFirst, link, outcome));
    return;
  }
  if (job.template === 'paypal-refund-returned') {
    const link = new URL('/transactions', `${config.publicUrl}/`).href;
    const text = paypalRefundReturnedText({ amount: job.amountCents, creditNote: job.creditNote });
    await mailer.send(paypalRefundReturnedEmail(user.email, user.nameFirst, link, text));
    return;
  }
  if (job.template === 'verify') {
    if (user.userStatus !== 0) return;
    const seconds = config.verifyTokenSeconds;
    const token = await issueAccountToken(db, user.id, 'verify', seconds);
    const invitation = await openShareInvitation(db, user.email);
    const link = portalLink(config.publicUrl, '/verify', {
      id: user.id,
      token,
      ...(invitation && { redirect: `/shares?invitation=${invitation}` }),
    });
    await mailer.send(
      verificationEmail(user.email, user.nameFirst, link, Math.round(seconds / 3600)),
    );
    return;
  }
  if (user.suspendedAt) return;
  const seconds = config.resetTokenSeconds;
  const token = await issueAccountToken(db, user.id, 'reset', seconds);
  const link = portalLink(config.publicUrl, '/reset-password', { id: user.id, token });
  await mailer.send(resetEmail(user.email, user.nameFirst, link, Math.round(seconds / 60)));
}

// An SMTP exchange that takes two minutes has hung: it is given up and retried.
export const accountEmailJob = defineJob({
  name: 'email',
  payload: accountEmailPayload,
  retryLimit: 2,
  expireInSeconds: 120,
  run: sendAccountEmail,
});
