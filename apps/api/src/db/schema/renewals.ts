import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { books } from './books.ts';

/**
 * Books whose contract changed and must be re-signed, one row per book, set and cleared by
 * staff (`ops book renewal <bookId> on|off`); re-signing clears it too.
 */
export const bookRenewals = pgTable('book_renewals', {
  bookId: integer('book_id')
    .primaryKey()
    .references(() => books.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});
