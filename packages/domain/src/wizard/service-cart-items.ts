import type { OnceOffCharge } from '../cart/once-off-charges.ts';

/**
 * The cart items of a book's charges (`onceOffCharges`), each with the `misc` the server stores
 * on the cart item (the product's JSON text, the cost in rand).
 */
export function serviceCartItems(
  charges: readonly OnceOffCharge[],
): Array<OnceOffCharge & { misc: string }> {
  return charges.map((charge) => ({
    ...charge,
    misc: JSON.stringify([
      {
        name: charge.name,
        description: charge.description,
        cost: charge.cost / 100,
        discount: 0,
        discount_type: 0,
      },
    ]),
  }));
}
