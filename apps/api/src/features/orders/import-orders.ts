import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { books, orders } from '../../db/schema/index.ts';
import { statementChunks } from '../../db/statement-chunks.ts';
import { creditRoyalties, type ImportedLine, type RoyaltyMovement } from './credit-royalties.ts';
import type { OrderLine } from './parse-orders-csv.ts';
import { saleOutcome } from './sale-outcome.ts';

export type ImportOutcome =
  | ({ ok: true; added: number; updated: number } & RoyaltyMovement)
  | { ok: false; errors: string[] };

/**
 * Records marketplace order lines, all or none. The marketplace sells in South Africa, so a
 * line must name a local book record with a royalty; the line keeps that royalty per unit as
 * it was when first recorded. A line recorded before (same order and book) is updated:
 * statuses move on from 'Accepted' to 'Shipped to Customer' or 'Returned'. Each line's royalty
 * is credited to its book's owner, or reversed on a return, in the same transaction
 * (`creditRoyalties`).
 */
export function importOrders(
  db: Db,
  lines: readonly { line: number; order: OrderLine }[],
): Promise<ImportOutcome> {
  return db.transaction(async (tx): Promise<ImportOutcome> => {
    const bookIds = [...new Set(lines.map(({ order }) => order.book_id))];
    const found = await tx
      .select({
        id: books.id,
        region: books.region,
        royaltyCents: books.localRoyaltyCents,
        ownerId: books.userId,
      })
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
    const imported: ImportedLine[] = [];
    for (const chunk of statementChunks(values)) {
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
      const rows = await tx
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
        })
        .returning({
          id: orders.id,
          orderId: orders.orderId,
          bookId: orders.bookId,
          outcome: orders.outcome,
          quantity: orders.quantity,
          unitRoyaltyCents: orders.unitRoyaltyCents,
          royaltyCreditedCents: orders.royaltyCreditedCents,
        });
      for (const line of rows) {
        const ownerId = byId.get(line.bookId)?.ownerId;
        if (ownerId === undefined) throw new Error(`order line of unknown book ${line.bookId}`);
        imported.push({ ...line, ownerId });
      }
    }
    const royalties = await creditRoyalties(tx, imported);
    return { ok: true, added: values.length - updated, updated, ...royalties };
  });
}
