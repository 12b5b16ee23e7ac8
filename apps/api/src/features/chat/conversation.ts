import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/index.ts';
import { signedFileLink } from '../auth/index.ts';

type MessageRow = typeof chatMessages.$inferSelect & { aboutTitle: string | null };

/** Who reads the conversation: the author, or a staff member answering them. */
export type ChatViewer = 'author' | 'staff';

// The title of what a message points at, looked up where it is read: a book renamed later
// shows its new title, and one deleted since shows none.
// Written as plain SQL with aliases: drizzle leaves column names unqualified in a select list,
// which a subquery over two tables cannot resolve.
const aboutTitle = sql<string | null>`case chat_messages.about_kind
  when 'book' then (select b.book_title from books b where b.id = chat_messages.about_id)
  when 'order' then (select 'Order ' || o.order_id || ' · ' || o.product_title
    from orders o join books ob on ob.id = o.book_id
    where o.order_id = chat_messages.about_id and ob.user_id = chat_messages.user_id
    order by o.id limit 1)
  end`;

/** The author's conversation, oldest first (or only the messages `onlyIds`). */
export function conversation(db: Db, userId: number, onlyIds?: number[]): Promise<MessageRow[]> {
  return db
    .select({ ...getTableColumns(chatMessages), aboutTitle })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, userId),
        onlyIds === undefined ? undefined : inArray(chatMessages.id, onlyIds),
      ),
    )
    .orderBy(asc(chatMessages.id));
}

/**
 * A message as the contract's `ChatMessage`. `read` is, for the author, whether they read a
 * staff or system message (their own are read); for staff, whether the other side read it.
 * The image is a link signed for the conversation's author, which staff may open too.
 */
export function chatMessageAnswer(row: MessageRow, viewer: ChatViewer, secret: Uint8Array) {
  return {
    id: row.id,
    message: row.body,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    read: viewer === 'author' && row.source === 'user' ? true : row.readAt !== null,
    misc: null,
    image_url: row.imageFileName ? signedFileLink(secret, row.userId, row.imageFileName) : null,
    about:
      row.aboutKind && row.aboutId !== null
        ? { kind: row.aboutKind, id: row.aboutId, title: row.aboutTitle ?? 'No longer available' }
        : null,
  };
}
