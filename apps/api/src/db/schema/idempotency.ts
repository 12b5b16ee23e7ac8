import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A signed-in user's changing request sent with an `Idempotency-Key`, and the answer it got: a
 * repeat (a retry after a lost answer, an offline queue's replay) gets that answer again
 * instead of running twice. `status` is null while the first one runs. Kept for a day.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /**
     * `POST /api/chat/user/sendmsg <digest of the body>` (`requestFingerprint`): a key reused
     * for another request, or with another body, is refused.
     */
    request: text('request').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
