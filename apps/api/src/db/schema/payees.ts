import { PAYEE_ROLES } from '@pod-portal/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { books } from './books.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Someone the book's author shares its royalty with, invited by email. The author keeps the
 * rest of the royalty (`authorShare`). The current payees are the rows not superseded: each
 * change of the payees supersedes them all and invites everyone again (a new `version`), so
 * each share agreement signed stays with the version it was signed for.
 * `invited` -> `accepted` (signed, `fileKey` the sealed agreement) or `declined`.
 */
export const bookPayees = pgTable(
  'book_payees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    /** Lower case: the invitation is the account's with this email address. */
    email: text('email').notNull(),
    role: text('role', { enum: PAYEE_ROLES }).notNull(),
    shareBasisPoints: integer('share_basis_points').notNull(),
    status: text('status', { enum: ['invited', 'accepted', 'declined'] })
      .notNull()
      .default('invited'),
    /** The account that accepted or declined. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sealed share agreement in file storage, once signed. */
    fileKey: text('file_key'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('book_payees_book_idx').on(table.bookId),
    index('book_payees_email_idx').on(table.email),
    check(
      'book_payees_share_range',
      sql`${table.shareBasisPoints} > 0 and ${table.shareBasisPoints} < 10000`,
    ),
  ],
);

/**
 * A book's royalty (or its return) held while a payee has not accepted: released to every
 * payee's balance, split by their shares, when the last one accepts (`releasedAt`).
 */
export const heldRoyalties = pgTable(
  'held_royalties',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    /** The order line it was earned (or returned) by; ledger rows name its order. */
    orderLineId: integer('order_line_id').notNull(),
    reference: text('reference').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('held_royalties_book_idx').on(table.bookId)],
);
