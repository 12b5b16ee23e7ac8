import type { PreflightFinding } from '@pod-portal/domain';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { quotes } from './books.ts';

const UPLOAD_KINDS = ['book', 'cover', 'audio'] as const;
/** What a book's stored file is: the chunked uploads, and the thumbnail sent with its details. */
const BOOK_FILE_KINDS = [...UPLOAD_KINDS, 'thumbnail'] as const;

/**
 * A chunked upload in progress: identified by its user, kind, book and the file's name, size
 * and chunk count. Every chunk below `nextIndex` is stored, and those `storedAheadBits` marks
 * (a few chunks are sent at once); each is stored as a part of `stagingKey` (file storage's
 * `putPart`). A completed upload becomes a `book_files` row and is removed.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The book (both markets' records share their quote). */
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull(),
    localBookId: integer('local_book_id').notNull(),
    internationalBookId: integer('international_book_id').notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    totalChunks: integer('total_chunks').notNull(),
    /** Every chunk below it is stored. */
    nextIndex: integer('next_index').notNull().default(0),
    /**
     * Chunks stored ahead of `nextIndex` (sent in parallel), until the ones before them come: bit
     * k is chunk `nextIndex` + 1 + k.
     */
    storedAheadBits: integer('stored_ahead_bits').notNull().default(0),
    stagingKey: text('staging_key').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('uploads_identity_unique').on(
      table.userId,
      table.kind,
      table.localBookId,
      table.internationalBookId,
      table.name,
      table.size,
      table.totalChunks,
    ),
  ],
);

interface SizeMm {
  widthMm: number;
  heightMm: number;
}

/**
 * The server's preflight of a book or cover PDF: its findings and, once read, what it measured
 * (a book file's page count; a cover's size and the full cover size the book needed then, so a
 * later change of the book marks the cover out of date). `findings` are the first checks' texts;
 * `checks` every graded finding, with its page (records older than graded checks have none).
 */
export interface PreflightRecord {
  findings: string[];
  checks?: PreflightFinding[];
  checkedAt: string;
  pageCount?: number;
  sizeMm?: SizeMm;
  neededMm?: SizeMm;
}

/** A book's stored file: the book file, its cover, an audio chapter, or its thumbnail. */
export const bookFiles = pgTable(
  'book_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BOOK_FILE_KINDS }).notNull(),
    /** The name `/user/getfile/{fileName}` answers it by (`finalFilename`). */
    fileName: text('file_name').notNull().unique(),
    fileKey: text('file_key').notNull(),
    originalName: text('original_name').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** What the server's preflight found in a book or cover PDF; null until it has run. */
    preflight: jsonb('preflight').$type<PreflightRecord>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('book_files_quote_idx').on(table.quoteId, table.kind)],
);

export type UploadKind = (typeof UPLOAD_KINDS)[number];
export type BookFileKind = (typeof BOOK_FILE_KINDS)[number];
