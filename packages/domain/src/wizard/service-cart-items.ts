import type { CartItemDetails } from '../cart/cart-item-misc.ts';
import { EXTRA_SERVICES, type ExtraServiceId } from '../catalogue/extra-services.ts';
import type { PriceList } from '../catalogue/price-list.ts';

/** A cart item one ticked service adds, priced from the price list (excluding VAT). */
export type ServiceCartItem = CartItemDetails & { service: ExtraServiceId };

/**
 * One cart item per ticked service, in catalogue order (an ISBN registration is the
 * `isbnCreation` service). `misc` is what the server stores on the cart item.
 */
export function serviceCartItems(
  ticked: ReadonlySet<ExtraServiceId>,
  prices: PriceList,
): Array<ServiceCartItem & { misc: string }> {
  return EXTRA_SERVICES.filter((service) => ticked.has(service.id)).map((service) => {
    const cost = prices.services[service.id];
    const item = {
      service: service.id,
      name: service.name,
      description: service.description,
      cost,
      discount: null,
    };
    const misc = JSON.stringify([
      {
        name: service.name,
        description: service.description,
        cost: cost / 100,
        discount: 0,
        discount_type: 0,
      },
    ]);
    return { ...item, misc };
  });
}
