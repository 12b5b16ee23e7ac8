import { formatMoney } from '@pod-portal/domain';

/** An amount in cents as the checkout shows it: `R 1 912.50`. */
export const rand = (cents: number) => formatMoney(cents, 'ZAR');
