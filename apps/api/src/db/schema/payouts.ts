import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { balanceEntries, users } from './accounts.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Payouts staff approved together, paid by one bulk payment file. */
export const payoutBatches = pgTable('payout_batches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
  /** When staff marked the batch paid (the bank made the payments). */
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

/**
 * A payout of an author's balance to their bank account. Its amount leaves the balance when it
 * is asked for (`entryId`, a `payout` debit); one that fails is credited back (`returnEntryId`).
 * `requested` -> `approved` (in a batch) -> `paid`, or `failed` from either.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['requested', 'approved', 'paid', 'failed'] })
      .notNull()
      .default('requested'),
    /** Who asked: the author, or the quarterly run for a balance over the minimum. */
    origin: text('origin', { enum: ['author', 'schedule'] }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => balanceEntries.id),
    batchId: integer('batch_id').references(() => payoutBatches.id),
    /** The bank details paid to, sealed as the profile's are, kept from the batch's approval. */
    bankDetails: text('bank_details'),
    failureReason: text('failure_reason'),
    returnEntryId: bigint('return_entry_id', { mode: 'number' }).references(
      () => balanceEntries.id,
    ),
    /**
     * A payout to a PayPal address: the US cents sent and the dollars-per-rand rate (in
     * millionths) they were converted at when the batch was sent, and PayPal's ids for its
     * batch and item (the item's once PayPal told it).
     */
    usdCents: bigint('usd_cents', { mode: 'number' }),
    rateMicros: integer('rate_micros'),
    paypalBatchId: text('paypal_batch_id'),
    paypalItemId: text('paypal_item_id'),
    /** The quarterly run that made it (`2027-03`); null for one the author asked for. */
    scheduleRun: text('schedule_run'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payouts_user_idx').on(table.userId),
    index('payouts_status_idx').on(table.status),
    // A quarterly run pays each author once, however often its job runs.
    uniqueIndex('payouts_one_per_run')
      .on(table.userId, table.scheduleRun)
      .where(sql`schedule_run is not null`),
    check('payouts_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/** The quarterly payout runs started (`2027-03`): one server starts each, once. */
export const payoutRuns = pgTable('payout_runs', {
  run: text('run').primaryKey(),
  createdAt: createdAt(),
});
