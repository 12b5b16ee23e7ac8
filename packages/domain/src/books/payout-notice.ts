import type { Cents } from '../money/cents.ts';

/** The payout notice needs a balance over R 100. */
export const PAYOUT_NOTICE_THRESHOLD: Cents = 10_000;

/** Shown once per session, when the balance is over R 100 and it was not shown yet. */
export function shouldShowPayoutNotice(balance: Cents, alreadyShown: boolean): boolean {
  return !alreadyShown && balance > PAYOUT_NOTICE_THRESHOLD;
}
