import { formatMoney, toCents } from '@pod-portal/domain';

/** A rand amount as the API gives it (`1912.5`) the way the portal shows it: `R 1 912.50`. */
export function formatRand(amount: number | string): string {
  return formatMoney(toCents(amount) ?? 0, 'ZAR');
}
