import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { quotes } from './books.ts';

/**
 * One paid service in a user's cart, for one book (both markets' records share its quote).
 * A service is in the cart once per book: submitting the book's details again adds nothing.
 * `misc` is the product's JSON text (name, description, cost in rand, discount); the cost is
 * also kept in cents, the unit the totals are computed in.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** The book's local and international records, null for a market it is not sold in. */
    localBookId: integer('local_book_id'),
    internationalBookId: integer('international_book_id'),
    service: text('service').notNull(),
    costCents: integer('cost_cents').notNull(),
    misc: text('misc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cart_items_user_idx').on(table.userId),
    uniqueIndex('cart_items_one_service_per_book').on(table.quoteId, table.service),
  ],
);
