import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * One message of an author's support conversation (one conversation per author): written by
 * the author (`user`), by staff (`admin`, `sent_by` the staff member) or by the server
 * (`system`, the closed-office reply). An image lives in file storage under `image_key`.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The author whose conversation it is. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['user', 'admin', 'system'] }).notNull(),
    body: text('body').notNull(),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** `chat-<uuid>.<ext>`: the name the image is fetched by. */
    imageFileName: text('image_file_name').unique(),
    imageKey: text('image_key'),
    imageBytes: integer('image_bytes'),
    /** The author's book or order the message is about, when they pointed at one. */
    aboutKind: text('about_kind', { enum: ['book', 'order'] }),
    aboutId: integer('about_id'),
    /** When the author read a staff or system message; when staff read an author's. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_user_idx').on(table.userId, table.id),
    check('chat_messages_source_check', sql`${table.source} in ('user', 'admin', 'system')`),
    check(
      'chat_messages_about_check',
      sql`(${table.aboutKind} is null) = (${table.aboutId} is null)`,
    ),
  ],
);

/** What a staff member did, to whom and when: every staff action leaves a row. */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    /** The author the action touched, if any. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_actions_staff_idx').on(table.staffId, table.createdAt)],
);
