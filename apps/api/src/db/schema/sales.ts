import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { books } from './books.ts';

export const SALE_OUTCOMES = ['sale', 'returned', 'cancelled'] as const;
export type SaleOutcome = (typeof SALE_OUTCOMES)[number];

/**
 * One line of a marketplace order: one book in one order, recorded by staff (`ops orders
 * import`). The owner is the book's. Re-importing a line updates it (statuses move on), so
 * sales summaries are always computed from these rows and never stored twice.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The marketplace's order number. */
    orderId: integer('order_id').notNull(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    /** When the customer ordered. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    customer: text('customer').notNull(),
    /** As the marketplace reports it ('Shipped to Customer', 'Returned'...). */
    saleStatus: text('sale_status').notNull(),
    /** What the status means for sales summaries, derived from it on import. */
    outcome: text('outcome', { enum: SALE_OUTCOMES }).notNull(),
    /** What the customer paid for the line (all units), rand cents. */
    sellingPriceCents: integer('selling_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /** The author's royalty per unit when the line was first recorded, rand cents. */
    unitRoyaltyCents: integer('unit_royalty_cents').notNull(),
    /**
     * The royalty credited to the owner's balance for this line so far, rand cents: the line's
     * royalty while it is a sale, 0 once returned or cancelled (`lineRoyaltyCents`). Each import
     * credits or reverses the difference as a ledger row naming the order.
     */
    royaltyCreditedCents: bigint('royalty_credited_cents', { mode: 'number' }).notNull().default(0),
    productTitle: text('product_title').notNull(),
    takealotUrl: text('takealot_url').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_line_unique').on(table.orderId, table.bookId),
    index('orders_book_idx').on(table.bookId, table.createdAt),
    check('orders_quantity_positive', sql`${table.quantity} > 0`),
    check('orders_selling_price_not_negative', sql`${table.sellingPriceCents} >= 0`),
  ],
);
