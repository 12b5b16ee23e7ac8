import type { cartItems } from '../../db/schema/index.ts';

type CartItemRow = typeof cartItems.$inferSelect;

/** The book's title per market, for the names a cart item shows (null where not sold). */
export interface CartBookNames {
  local: string | null;
  international: string | null;
}

/** A cart item in the contract's `CartItem` shape. */
export function toWireCartItem(row: CartItemRow, names: CartBookNames) {
  return {
    id: row.id,
    book_id: row.localBookId,
    international_book_id: row.internationalBookId,
    local_book_name: names.local,
    international_book_name: names.international,
    service: row.service,
    misc: row.misc,
    created_at: row.createdAt.toISOString(),
  };
}
