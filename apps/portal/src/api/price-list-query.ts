import type { PodClient } from '@pod-portal/sdk';
import { queryOptions } from '@tanstack/react-query';

/** GET /user/pricinglist: the price list in force (paper, cover, options, digital fees). */
export function priceListQuery(pod: PodClient) {
  return queryOptions({
    queryKey: ['pricing', 'price-list'],
    queryFn: async () => {
      const { data, response } = await pod.pricing.getPriceList();
      if (!data) throw new Error(`The price list could not be loaded (HTTP ${response.status})`);
      return data.prices;
    },
    staleTime: 5 * 60_000,
  });
}
