import { formatDateTime } from '../reference/format-date.ts';

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

/** Why a payout waits: the bank details changed recently and the change is not confirmed yet. */
export function bankChangeHoldMessage(until: Date): string {
  return `Your bank details changed recently: payouts wait until ${formatDateTime(until)}, or until you confirm the change from the email we sent you`;
}

/** The fields of a profile's bank details that say where money goes: a change to any holds payouts. */
export const PAYOUT_DESTINATION_FIELDS = [
  'is_international_account',
  'brance_code',
  'account_number',
  'international_swift_code',
  'international_iban_number',
  'paypal',
] as const;

const destination = (info: Record<string, unknown>) =>
  PAYOUT_DESTINATION_FIELDS.map((field) => String(info[field] ?? '').replace(/\s/g, ''));

/** Whether new bank details send money elsewhere than the old ones (a first account does not). */
export function changesPayoutDestination(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): boolean {
  if (!before || !after) return false;
  const old = destination(before);
  // The flag alone (index 0) is no account: only a number, code or address is one.
  const hadAccount = old.slice(1).some((value) => value !== '');
  return hadAccount && old.join('|') !== destination(after).join('|');
}
