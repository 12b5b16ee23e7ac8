import type { BankPayment } from '@pod-portal/domain';
import { openedMisc } from '../accounts/index.ts';

/** Where a payout goes: a South African account the bank file pays, or an international one. */
export type PayoutAccount =
  | { kind: 'local'; payment: Omit<BankPayment, 'amount' | 'reference'>; bankName: string }
  | { kind: 'international' };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The payout account on a user's profile (its sealed `misc`), or null when the profile holds no
 * account to pay into: a local one needs its branch code and account number.
 */
export function payoutAccount(dataKey: Uint8Array, misc: string | null): PayoutAccount | null {
  const info = openedMisc(dataKey, misc).bankInfo;
  if (typeof info !== 'object' || info === null) return null;
  const bank = info as Record<string, unknown>;
  if (bank.is_international_account === true) return { kind: 'international' };
  const branchCode = text(bank.brance_code);
  const accountNumber = text(bank.account_number);
  if (!branchCode || !accountNumber) return null;
  return {
    kind: 'local',
    bankName: text(bank.bank_name),
    payment: {
      beneficiary: text(bank.account_name),
      branchCode,
      accountNumber,
      accountType: text(bank.account_type),
    },
  };
}
