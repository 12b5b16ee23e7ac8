import {
  bookMovedText,
  formatMoney,
  payoutOutcomeOf,
  payoutOutcomeText,
  shareDeclinedText,
} from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookPayees, books, paymentTransactions, payouts } from '../../db/schema/index.ts';

/** What happened that the author is told about (ids only: the job reads the rest when it runs). */
export type PushNotice =
  | { kind: 'book-status'; bookId: number }
  | { kind: 'payment'; reference: string }
  | { kind: 'payout'; payoutId: number }
  | { kind: 'share-declined'; payeeId: number }
  | { kind: 'chat' };

/** The notification the installed app shows: its title, text and the page a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** Notifications with the same tag replace each other (one per book, one for the chat). */
  tag: string;
}

/** The notification for `notice`, as it stands now; null when what it names is gone. */
export async function pushMessage(db: Db, notice: PushNotice): Promise<PushMessage | null> {
  switch (notice.kind) {
    case 'book-status': {
      const [book] = await db
        .select({ title: books.bookTitle, region: books.region, status: books.status })
        .from(books)
        .where(eq(books.id, notice.bookId));
      if (!book) return null;
      return {
        title: 'Your book has moved on',
        body: bookMovedText(book),
        url: '/books',
        tag: `book-${notice.bookId}`,
      };
    }
    case 'payment': {
      const [payment] = await db
        .select({ amountCents: paymentTransactions.amountCents })
        .from(paymentTransactions)
        .where(eq(paymentTransactions.reference, notice.reference));
      if (!payment) return null;
      return {
        title: 'Payment received',
        body: `Your payment of ${formatMoney(payment.amountCents, 'ZAR')} (${notice.reference}) is complete.`,
        url: '/transactions',
        tag: `payment-${notice.reference}`,
      };
    }
    case 'payout': {
      const [payout] = await db.select().from(payouts).where(eq(payouts.id, notice.payoutId));
      const outcome = payout ? payoutOutcomeOf(payout) : null;
      if (!outcome) return null;
      return {
        title: outcome.status === 'paid' ? 'Payout paid' : 'Payout returned',
        body: payoutOutcomeText(outcome),
        url: '/transactions',
        tag: `payout-${outcome.id}`,
      };
    }
    case 'share-declined': {
      const [declined] = await db
        .select({ payee: bookPayees.name, title: books.bookTitle, bookId: books.id })
        .from(bookPayees)
        .innerJoin(books, eq(books.id, bookPayees.bookId))
        .where(eq(bookPayees.id, notice.payeeId));
      if (!declined) return null;
      return {
        title: 'Royalty share declined',
        body: shareDeclinedText(declined),
        url: '/books',
        tag: `payees-${declined.bookId}`,
      };
    }
    case 'chat':
      return {
        title: 'Support answered',
        body: 'You have a new message from Print on Demand support.',
        url: '/dashboard',
        tag: 'chat',
      };
  }
}
