import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { books, orders } from '../../db/schema/index.ts';
import type { OrderLine } from './parse-orders-csv.ts';
import { saleOutcome } from './sale-outcome.ts';

const CHUNK = 1000;

export type ImportOutcome =
  | { ok: true; added: number; updated: number }
  | { ok: false; errors: string[] };

/**
 * Records marketplace order lines, all or none. The marketplace sells in South Africa, so a
 * line must name a local book record with a royalty; the line keeps that royalty per unit as
 * it was when first recorded. A line recorded before (same order and book) is updated:
 * statuses move on from 'Accepted' to 'Shipped to Customer' or 'Returned'.
 */
export function importOrders(
  db: Db,
  lines: readonly { line: number; order: OrderLine }[],
): Promise<ImportOutcome> {
  return db.transaction(async (tx): Promise<ImportOutcome> => {
    const bookIds = [...new Set(lines.map(({ order }) => order.book_id))];
    const found = await tx
      .select({ id: books.id, region: books.region, royaltyCents: books.localRoyaltyCents })
      .from(books)
      .where(inArray(books.id, bookIds));
    const byId = new Map(found.map((book) => [book.id, book]));
    const errors: string[] = [];
    const values = lines.flatMap(({ line, order }) => {
      const book = byId.get(order.book_id);
      if (!book) errors.push(`line ${line}: book_id no book ${order.book_id}`);
      else if (book.region !== 'local')
        errors.push(`line ${line}: book_id ${order.book_id} is not a local book record`);
      else if (book.royaltyCents === null)
        errors.push(`line ${line}: book_id ${order.book_id} has no local royalty`);
      else
        return [
          {
            orderId: order.order_id,
            bookId: order.book_id,
            createdAt: order.order_date,
            customer: order.customer,
            saleStatus: order.sale_status,
            outcome: saleOutcome(order.sale_status),
            sellingPriceCents: order.selling_price,
            quantity: order.quantity,
            unitRoyaltyCents: book.royaltyCents,
            productTitle: order.product_title,
            takealotUrl: order.takealot_url,
          },
        ];
      return [];
    });
    if (errors.length > 0) return { ok: false, errors };
    let updated = 0;
    // Chunks keep each statement well under PostgreSQL's 65 535 bind parameters.
    for (let from = 0; from < values.length; from += CHUNK) {
      const chunk = values.slice(from, from + CHUNK);
      const existing = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          or(
            ...chunk.map((value) =>
              and(eq(orders.orderId, value.orderId), eq(orders.bookId, value.bookId)),
            ),
          ),
        );
      updated += existing.length;
      await tx
        .insert(orders)
        .values(chunk)
        .onConflictDoUpdate({
          target: [orders.orderId, orders.bookId],
          set: {
            createdAt: sql`excluded.created_at`,
            customer: sql`excluded.customer`,
            saleStatus: sql`excluded.sale_status`,
            outcome: sql`excluded.outcome`,
            sellingPriceCents: sql`excluded.selling_price_cents`,
            quantity: sql`excluded.quantity`,
            productTitle: sql`excluded.product_title`,
            takealotUrl: sql`excluded.takealot_url`,
            importedAt: sql`now()`,
          },
        });
    }
    return { ok: true, added: values.length - updated, updated };
  });
}
