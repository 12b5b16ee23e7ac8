import type { OnceOffCharge } from '@pod-portal/domain';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';

/** The book a service is bought for: its quote and its record in each market (null where none). */
export interface CartBook {
  userId: number;
  quoteId: number;
  localBookId: number | null;
  internationalBookId: number | null;
}

/** Puts charges stored by `serviceCartItems` in the cart; one already there stays as it is. */
export async function addServicesToCart(
  db: Db,
  book: CartBook,
  items: ReadonlyArray<OnceOffCharge & { misc: string }>,
) {
  if (items.length === 0) return [];
  return db
    .insert(cartItems)
    .values(
      items.map((item) => ({
        ...book,
        service: item.service,
        costCents: item.cost,
        misc: item.misc,
      })),
    )
    .onConflictDoNothing()
    .returning();
}
