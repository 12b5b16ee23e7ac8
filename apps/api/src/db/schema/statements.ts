import type { RoyaltyStatement } from '@pod-portal/domain';
import { bigint, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An author's monthly royalty statement (`2027-03`, Johannesburg time): the domain's
 * `royaltyStatement` as it was made, kept as made (the books it names may be renamed later).
 * One per author per month. Its PDF is drawn and stored once, when it is first emailed.
 */
export const royaltyStatements = pgTable(
  'royalty_statements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    openingCents: bigint('opening_cents', { mode: 'number' }).notNull(),
    closingCents: bigint('closing_cents', { mode: 'number' }).notNull(),
    statement: jsonb('statement').$type<RoyaltyStatement>().notNull(),
    /** The drawn PDF in file storage; null until it is first emailed. */
    pdfKey: text('pdf_key'),
    pdfBytes: integer('pdf_bytes'),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('royalty_statements_one_per_month').on(table.userId, table.month)],
);

/** The monthly statement runs started (`2027-03`): one server starts each, once. */
export const statementRuns = pgTable('statement_runs', {
  month: text('month').primaryKey(),
  createdAt: createdAt(),
});
