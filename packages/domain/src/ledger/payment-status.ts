/** Where a PayFast payment stands: `complete` only once PayFast's notification passed its checks. */
export const PAYMENT_STATUSES = ['pending', 'complete', 'cancelled', 'failed'] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return PAYMENT_STATUSES.some((status) => status === value);
}
