import { z } from 'zod';
import { isIban, isSwiftBic } from './international-account.ts';

const emailAddress = z.email();

/**
 * Whether `typed` (a profile's PayPal address) is one PayPal's Payouts API can send to as
 * `recipient_type` `EMAIL`: the profile form's own check, for addresses stored before it.
 */
export const isPaypalAddress = (typed: string) => emailAddress.safeParse(typed.trim()).success;

/** How a payout to an international profile is sent: by SWIFT transfer, by PayPal, or not. */
export type InternationalPayoutWay = 'swift' | 'paypal' | null;

/**
 * How a payout to an international profile is sent: by SWIFT to its bank when it holds a valid
 * IBAN, swift code and bank address (the bank wins over a PayPal address), else by PayPal to
 * its PayPal address when that is an address, else not at all.
 */
export function internationalPayoutWay(profile: {
  iban: string;
  swiftBic: string;
  bankAddress: string;
  paypal: string;
}): InternationalPayoutWay {
  if (isIban(profile.iban) && isSwiftBic(profile.swiftBic) && profile.bankAddress.trim() !== '')
    return 'swift';
  return isPaypalAddress(profile.paypal) ? 'paypal' : null;
}

/** What a PayPal payout item's `transaction_status` means for the payout it pays. */
export type PaypalItemOutcome =
  | { kind: 'paid' }
  | { kind: 'failed'; reason: string }
  | { kind: 'waiting' };

/**
 * Why a payout sent by PayPal came back, by the item's `transaction_status`, in words the
 * author reads after "could not be paid:". An unclaimed item is not here: PayPal keeps it 30
 * days for the recipient, then returns it (`RETURNED`).
 */
const PAYPAL_FAILURE_REASONS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    FAILED: 'PayPal could not pay it into the PayPal account of the address on your Profile',
    RETURNED:
      'PayPal returned it unclaimed after 30 days: check the PayPal address on your Profile',
    BLOCKED: 'PayPal blocked it',
    DENIED: 'PayPal denied it',
    REFUNDED: 'PayPal took it back',
    REVERSED: 'PayPal took it back',
  }),
);

/**
 * The payout's outcome from its PayPal item's status: `SUCCESS` pays it; `FAILED`, `RETURNED`,
 * `BLOCKED`, `DENIED`, `REFUNDED` and `REVERSED` fail it back with the reason; `PENDING`,
 * `UNCLAIMED`, `ONHOLD`, `NEW` (and any status PayPal adds) leave it waiting.
 */
export function paypalItemOutcome(status: string): PaypalItemOutcome {
  if (status === 'SUCCESS') return { kind: 'paid' };
  const reason = PAYPAL_FAILURE_REASONS.get(status);
  return reason === undefined ? { kind: 'waiting' } : { kind: 'failed', reason };
}
