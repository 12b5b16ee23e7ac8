import {
  type CartItemDetails,
  type CartTotals,
  centsToAmount,
  parseCartItemMisc,
  SUCCESS,
} from '@pod-portal/domain';
import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { books, cartItems } from '../../db/schema/index.ts';
import { type CartBookNames, toWireCartItem } from './to-wire-cart-item.ts';

type CartItemRow = typeof cartItems.$inferSelect;

/** A cart item with the titles of the book it is for. */
export interface CartEntry {
  row: CartItemRow;
  names: CartBookNames;
}

/**
 * The user's cart items, oldest first, with their books' titles. With `lock` the items are
 * locked (FOR UPDATE) so that a payment in progress and a change to the cart take turns.
 * A cancelled book's items are never listed, so never charged: cancelling removes them, and
 * one that reached the cart all the same (a request racing the cancellation) is left out.
 */
export async function userCart(db: Db, userId: number, lock = false): Promise<CartEntry[]> {
  const cancelled = db
    .select({ id: books.id })
    .from(books)
    .where(and(eq(books.quoteId, cartItems.quoteId), eq(books.archived, true)));
  const query = db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), notExists(cancelled)))
    .orderBy(asc(cartItems.id));
  const rows = lock ? await query.for('update') : await query;
  const quoteIds = [...new Set(rows.map((row) => row.quoteId))];
  const titles =
    quoteIds.length === 0
      ? []
      : await db
          .select({ quoteId: books.quoteId, region: books.region, title: books.bookTitle })
          .from(books)
          .where(inArray(books.quoteId, quoteIds));
  const titleOf = (quoteId: number, region: 'local' | 'international') =>
    titles.find((book) => book.quoteId === quoteId && book.region === region)?.title ?? null;
  return rows.map((row) => ({
    row,
    names: {
      local: titleOf(row.quoteId, 'local'),
      international: titleOf(row.quoteId, 'international'),
    },
  }));
}

/**
 * What the totals are computed from: the service's name and discount from the item's `misc`,
 * its cost from the cents column (the price list's price when it was added).
 */
export function cartItemDetails(row: CartItemRow): CartItemDetails {
  const misc = parseCartItemMisc(row.misc);
  // The server writes every item's misc itself: an unreadable one is a defect, not input.
  if (!misc.ok) throw new Error(`cart item ${row.id}: ${misc.error}`);
  return { ...misc.value, cost: row.costCents };
}

/** The `Cart` answer: the items and their totals in rand. */
export function cartAnswer(entries: readonly CartEntry[], totals: CartTotals) {
  return {
    ...SUCCESS,
    cart: entries.map((entry) => toWireCartItem(entry.row, entry.names)),
    totalExcludingVat: centsToAmount(totals.totalExcludingVat),
    vat: centsToAmount(totals.vat),
    totalIncludingVat: centsToAmount(totals.totalIncludingVat),
  };
}
