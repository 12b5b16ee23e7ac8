import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

interface InboxRow {
  user_id: number;
  name_first: string;
  name_last: string;
  email: string;
  last_message: string;
  last_source: 'user' | 'admin' | 'system';
  last_at: Date | string;
  unread: number | string;
}

/**
 * Every conversation as the support inbox lists it: the newest message that is not the
 * closed-office reply (so a message answered only by the system still awaits staff), the
 * author's messages no one opened, unanswered first, then newest first.
 */
export async function staffInbox(db: Db) {
  const result = await db.execute(sql`
    select u.id as user_id, u.name_first, u.name_last, u.email,
      last.body as last_message, last.source as last_source, last.created_at as last_at,
      (select count(*) from chat_messages m
        where m.user_id = u.id and m.source = 'user' and m.read_at is null) as unread
    from users u
    join lateral (
      select body, source, created_at from chat_messages m
      where m.user_id = u.id and m.source <> 'system'
      order by m.id desc limit 1
    ) last on true
    order by (last.source = 'user') desc, last.created_at desc`);
  return rowsOf<InboxRow>(result).map((row) => ({
    user_id: row.user_id,
    name: `${row.name_first} ${row.name_last}`.trim(),
    email: row.email,
    last_message: row.last_message,
    last_source: row.last_source,
    last_at: new Date(row.last_at).toISOString(),
    unanswered: row.last_source === 'user',
    unread: Number(row.unread),
  }));
}
