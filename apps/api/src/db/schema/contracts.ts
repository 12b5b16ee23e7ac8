import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { books } from './books.ts';

/**
 * What a contract's schedule shows beyond the book records and the signer's profile, kept so a
 * re-signing shows the same: the authors and contributors the signer named, and the appendix.
 */
export interface ContractSchedule {
  authors: string[];
  contributors: Array<{ name: string; role: string }>;
  /** The appendix's services ordered, each with its price; null before an appendix is signed. */
  services: Array<[name: string, price: string]> | null;
}

/** A schedule naming no one, without an appendix (the versions signed before it was kept). */
export const EMPTY_SCHEDULE: ContractSchedule = { authors: [], contributors: [], services: null };

/**
 * One signed version of a book's publishing contract: the first signing is version 1, the
 * appendix and each re-signing add the next one, and earlier versions stay stored. A book
 * sold in both markets has a row per record, both naming the same sealed PDF.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    kind: text('kind', { enum: ['contract', 'appendix', 'renewal'] }).notNull(),
    /** The sealed PDF in file storage. */
    fileKey: text('file_key').notNull(),
    /** SHA-256 (hex) of the contract's pages as signed, printed on its certificate page. */
    pagesSha256: text('pages_sha256').notNull(),
    /** SHA-256 (hex) of the sealed file as stored. */
    fileSha256: text('file_sha256').notNull(),
    signedPlace: text('signed_place').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    schedule: jsonb('schedule').$type<ContractSchedule>().notNull().default(EMPTY_SCHEDULE),
  },
  (table) => [
    uniqueIndex('contracts_book_version_unique').on(table.bookId, table.version),
    index('contracts_user_idx').on(table.userId),
    check('contracts_version_positive', sql`${table.version} > 0`),
  ],
);

/** The signature a user chose to keep for later signings (a PNG in file storage). */
export const savedSignatures = pgTable('saved_signatures', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileKey: text('file_key').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});
