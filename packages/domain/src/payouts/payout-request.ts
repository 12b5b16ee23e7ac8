import { payoutOverBalanceMessage } from '../ledger/balance-entry.ts';
import type { Cents } from '../money/cents.ts';
import { formatMoney } from '../money/format-money.ts';

/**
 * The least an author can ask to be paid out, and the balance over which the quarterly run pays
 * them by itself: R 100 (the specification's payout notice shows over the same amount).
 */
export const PAYOUT_MINIMUM_CENTS: Cents = 100_00;

export const PAYOUT_MINIMUM_MESSAGE = `Ask for a payout of at least ${formatMoney(PAYOUT_MINIMUM_CENTS, 'ZAR')}`;

/**
 * Why a payout of `amount` cannot be asked for from `available` cents (the balance less what
 * is already asked for or held), or null when it can.
 */
export function payoutRequestProblem(amount: Cents, available: Cents): string | null {
  if (!Number.isSafeInteger(amount) || amount < PAYOUT_MINIMUM_CENTS) return PAYOUT_MINIMUM_MESSAGE;
  if (amount > available) return payoutOverBalanceMessage(available);
  return null;
}
