/**
 * How long payouts wait after the bank account on a profile changes, unless the author confirms
 * the change from the email sent to them: the common fraud is to change the account, then ask
 * for a payout.
 */
export const BANK_CHANGE_HOLD_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When bank details, and whether the author confirmed them by email. */
export interface BankDetailsChange {
  changedAt: Date | null;
  confirmedAt: Date | null;
}

/**
 * Until when payouts are held because the bank details changed, or null when they are not: a
 * change less than 7 days before `now` holds them until its 7th day, unless confirmed since.
 */
export function bankChangeHoldUntil(change: BankDetailsChange, now: Date): Date | null {
  if (!change.changedAt) return null;
  if (change.confirmedAt && change.confirmedAt.getTime() >= change.changedAt.getTime()) return null;
  const until = new Date(change.changedAt.getTime() + BANK_CHANGE_HOLD_DAYS * DAY_MS);
  return until.getTime() > now.getTime() ? until : null;
}
