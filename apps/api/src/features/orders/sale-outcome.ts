import type { SaleOutcome } from '../../db/schema/index.ts';

/**
 * What a marketplace sale status means for sales: 'Returned...' statuses are returns,
 * 'Cancelled...' ones never sold, anything else ('Shipped to Customer', 'Delivered',
 * 'Accepted'...) is a sale.
 */
export function saleOutcome(saleStatus: string): SaleOutcome {
  const status = saleStatus.trim().toLowerCase();
  if (status.startsWith('return')) return 'returned';
  if (status.startsWith('cancel')) return 'cancelled';
  return 'sale';
}
