import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { books, orders } from '../../../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;

interface OrdersPage {
  rows: OrderRow[];
  /** Every matching order, whatever the page. */
  count: number;
}

/** The orders of the user's books (or of one of them), newest first, one page. */
export async function listOrders(
  db: Db,
  userId: number,
  { bookId, skip = 0, take }: { bookId?: number; skip?: number; take?: number },
): Promise<OrdersPage> {
  const owned = and(
    eq(books.userId, userId),
    bookId === undefined ? undefined : eq(orders.bookId, bookId),
  );
  const page = db
    .select(getTableColumns(orders))
    .from(orders)
    .innerJoin(books, eq(books.id, orders.bookId))
    .where(owned)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(skip);
  const [rows, [total]] = await Promise.all([
    take === undefined ? page : page.limit(take),
    db
      .select({ count: count() })
      .from(orders)
      .innerJoin(books, eq(books.id, orders.bookId))
      .where(owned),
  ]);
  return { rows, count: total?.count ?? 0 };
}
