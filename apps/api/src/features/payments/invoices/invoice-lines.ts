import { paidFigures } from '@pod-portal/domain';
import type { PaidCartLine } from '../../../db/schema/index.ts';

/** A paid cart line with every figure: what was paid for it and the VAT in it. */
export type InvoiceLine = PaidCartLine &
  Required<Pick<PaidCartLine, 'couponShare' | 'paid' | 'paidVat' | 'paidExcludingVat'>>;

/**
 * The lines of a cart payment with what was paid for each: the stored figures, or, for a
 * payment stored before the coupon was shared out over its lines, the same rule's figures
 * derived from the lines' final prices and the coupon deduction.
 */
export function invoiceLines(payment: {
  lines: readonly PaidCartLine[];
  couponDeductionCents: number;
}): InvoiceLine[] {
  const derived = paidFigures(
    payment.lines.map((line) => line.finalPrice),
    payment.couponDeductionCents,
  ).lines;
  // A stored line's own figures win over the derived ones (the same rule gives the same).
  return payment.lines.map((line, index) => ({ ...(derived[index] ?? NOTHING_PAID), ...line }));
}

const NOTHING_PAID = { couponShare: 0, paid: 0, paidVat: 0, paidExcludingVat: 0 };
