import { CHAT_ABOUT_MESSAGE } from '@pod-portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { books, orders } from '../../db/schema/index.ts';
import { invalidField } from '../../http/api-error.ts';

/**
 * Refuses (400) a book (by id) or an order (by its marketplace number, `order_id`) a chat
 * message points at that is not the author's.
 */
export async function ownedChatSubject(
  db: Db,
  userId: number,
  about: { kind: 'book' | 'order'; id: number },
): Promise<void> {
  const [owned] =
    about.kind === 'book'
      ? await db
          .select({ id: books.id })
          .from(books)
          .where(and(eq(books.id, about.id), eq(books.userId, userId)))
      : await db
          .select({ id: orders.id })
          .from(orders)
          .innerJoin(books, eq(books.id, orders.bookId))
          .where(and(eq(orders.orderId, about.id), eq(books.userId, userId)));
  if (!owned) throw invalidField('about', CHAT_ABOUT_MESSAGE);
}
