import type { Cents } from '../money/cents.ts';
import { formatMoney } from '../money/format-money.ts';

/**
 * What the author is told when PayPal fails or cancels a refund it had taken as pending (email
 * and chat say the same): the rand is back in their balance.
 */
export function paypalRefundReturnedText(refund: { amount: Cents; creditNote: string }): string {
  return `PayPal could not pay the refund of ${formatMoney(refund.amount, 'ZAR')} (credit note ${refund.creditNote}) back to your PayPal account. The amount is back in your balance.`;
}
