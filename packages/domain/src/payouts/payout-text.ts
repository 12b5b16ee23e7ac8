import type { Cents } from '../money/cents.ts';
import { formatMoney } from '../money/format-money.ts';
import { payoutStatementReference } from './bank-payment-file.ts';

/** What the author is told when a payout is settled (email, chat and push say the same). */
export type PayoutOutcome =
  | { id: number; amount: Cents; status: 'paid'; paypalUsd?: Cents }
  | { id: number; amount: Cents; status: 'failed'; reason: string };

/**
 * A stored payout's outcome (cents, its status and failure reason, and the US cents PayPal sent
 * when it went by PayPal), or null while unsettled.
 */
export function payoutOutcomeOf(payout: {
  id: number;
  amountCents: Cents;
  status: string;
  failureReason: string | null;
  usdCents?: Cents | null;
}): PayoutOutcome | null {
  if (payout.status === 'paid')
    return {
      id: payout.id,
      amount: payout.amountCents,
      status: 'paid',
      ...(payout.usdCents != null && { paypalUsd: payout.usdCents }),
    };
  if (payout.status !== 'failed') return null;
  return {
    id: payout.id,
    amount: payout.amountCents,
    status: 'failed',
    reason: payout.failureReason ?? 'the bank returned it',
  };
}

/** The sentence that tells the author a payout was paid, or failed and why. */
export function payoutOutcomeText(payout: PayoutOutcome): string {
  const which = `${formatMoney(payout.amount, 'ZAR')} (${payoutStatementReference(payout.id)})`;
  if (payout.status === 'paid')
    return payout.paypalUsd === undefined
      ? `Your payout of ${which} has been paid into your bank account.`
      : `Your payout of ${which} has been paid into your PayPal account as ${formatMoney(payout.paypalUsd, 'USD')}.`;
  return `Your payout of ${which} could not be paid: ${payout.reason}. The amount is back in your balance.`;
}

/** A local payout account is needed: the author gives one on their profile first. */
export const NO_PAYOUT_ACCOUNT_MESSAGE =
  'Add the bank account to pay into on your Profile before asking for a payout';

/**
 * An international profile with no IBAN and SWIFT code to send a transfer to (a PayPal address
 * only): payouts abroad go by SWIFT transfer, so the author adds their bank's first.
 */
export const INTERNATIONAL_PAYOUT_MESSAGE =
  "Payouts to international accounts are sent by SWIFT transfer: add your bank's IBAN and swift code on your Profile before asking for a payout";

/**
 * An international profile with neither an IBAN and SWIFT code nor a PayPal address, where
 * PayPal payouts are offered.
 */
export const INTERNATIONAL_OR_PAYPAL_PAYOUT_MESSAGE =
  "Payouts to international accounts are sent by SWIFT transfer or by PayPal: add your bank's IBAN and swift code, or your PayPal address, on your Profile before asking for a payout";

/** What an author whose payouts go to their PayPal address is told before asking for one. */
export const PAYPAL_PAYOUT_NOTE =
  'Payouts to your PayPal address are sent by PayPal in US dollars, at the rate of the day they are sent; PayPal may charge a fee.';

/** What an author with an international account is told before asking for a payout. */
export const INTERNATIONAL_PAYOUT_NOTE =
  'Payouts to your international account are sent in rand (ZAR) by SWIFT transfer. Your bank may convert them to your currency and charge fees, so you may receive less than the payout; a transfer abroad takes a few working days to arrive.';

/** Staff say why a payout failed: the author reads it. */
export const PAYOUT_FAILURE_REASON_MESSAGE =
  'Say why the payout could not be paid: the author reads it';
