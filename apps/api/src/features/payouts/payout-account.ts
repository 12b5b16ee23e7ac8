import {
  type BankPayment,
  type InternationalTransfer,
  internationalPayoutWay,
} from '@pod-portal/domain';
import { openText } from '../../lib/sealed-text.ts';
import { openedMisc } from '../accounts/index.ts';

/**
 * Where a payout goes: a South African account the bank file pays, an account abroad the
 * international transfer file sends to by SWIFT, a PayPal address PayPal's Payouts API sends
 * to (an international profile without a valid IBAN and swift code), or an international
 * profile with neither, which cannot be paid.
 */
export type PayoutAccount =
  | { kind: 'local'; payment: Omit<BankPayment, 'amount' | 'reference'>; bankName: string }
  | { kind: 'international'; transfer: Omit<InternationalTransfer, 'amount' | 'reference'> }
  | { kind: 'paypal'; email: string }
  | { kind: 'international-without-swift' };

/** An account a payout can be sent to. */
export type PayableAccount = Exclude<PayoutAccount, { kind: 'international-without-swift' }>;

/**
 * Whether a payout can be sent to `account`: a PayPal address only where PayPal (or its
 * stand-in) is configured, `paypalOffered`.
 */
export const isPayable = (
  account: PayoutAccount | null,
  paypalOffered: boolean,
): account is PayableAccount =>
  account?.kind === 'local' ||
  account?.kind === 'international' ||
  (account?.kind === 'paypal' && paypalOffered);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * An international profile's account: its bank when it holds a valid IBAN, swift code and bank
 * address (the bank wins over a PayPal address), else its PayPal address when it gives one.
 */
function internationalAccount(
  bank: Record<string, unknown>,
  holder: { nameFirst: string; nameLast: string },
): PayoutAccount {
  const iban = text(bank.international_iban_number);
  const swiftBic = text(bank.international_swift_code);
  const bankAddress = text(bank.international_bank_address);
  const paypal = text(bank.paypal);
  const way = internationalPayoutWay({ iban, swiftBic, bankAddress, paypal });
  if (way === 'paypal') return { kind: 'paypal', email: paypal };
  if (way === null) return { kind: 'international-without-swift' };
  // The profile's international form asks no account name: the transfer goes to the author.
  const beneficiary = text(bank.account_name) || `${holder.nameFirst} ${holder.nameLast}`.trim();
  return { kind: 'international', transfer: { beneficiary, iban, swiftBic, bankAddress } };
}

/**
 * The payout account on a user's profile (its sealed `misc`), or null when the profile holds no
 * account to pay into: a local one needs its branch code and account number.
 */
export function payoutAccount(
  dataKey: Uint8Array,
  user: { misc: string | null; nameFirst: string; nameLast: string },
): PayoutAccount | null {
  const info = openedMisc(dataKey, user.misc).bankInfo;
  if (typeof info !== 'object' || info === null) return null;
  const bank = info as Record<string, unknown>;
  if (bank.is_international_account === true) return internationalAccount(bank, user);
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

/** The account a payout was approved to (sealed in `payouts.bank_details`), or null before. */
export function approvedAccount(dataKey: Uint8Array, sealed: string | null): PayableAccount | null {
  if (sealed === null) return null;
  return JSON.parse(openText(dataKey, sealed) ?? 'null') as PayableAccount | null;
}
