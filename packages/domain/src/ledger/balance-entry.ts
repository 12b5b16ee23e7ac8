import { z } from 'zod';
import { type Cents, toCents } from '../money/cents.ts';
import { formatMoney } from '../money/format-money.ts';
import { TWO_DECIMALS_MESSAGE } from '../validation/messages.ts';

export const BALANCE_ENTRY_AMOUNT_MESSAGE = 'Enter an amount in rand of at least R 0.01';
export const BALANCE_ENTRY_NOTE_MESSAGE =
  'Write a note of at most 200 characters: the author sees it as the reference';

/** The most a single royalty or payout entry can move (rand): larger ones are typing errors. */
const LARGEST_ENTRY_RAND = 1_000_000;

/**
 * A balance movement staff record by hand: royalties paid into an author's balance, or a
 * payout made from it to their bank account, with the note the author reads as its reference.
 */
export const balanceEntrySchema = z.object({
  userId: z.number().int().positive(),
  type: z.enum(['royalty', 'payout']),
  amount: z
    .number(BALANCE_ENTRY_AMOUNT_MESSAGE)
    .min(0.01, BALANCE_ENTRY_AMOUNT_MESSAGE)
    .max(LARGEST_ENTRY_RAND, BALANCE_ENTRY_AMOUNT_MESSAGE)
    // A third decimal is refused, never rounded: 10.005 is not R 10.01.
    .refine((amount) => toCents(amount) !== null, TWO_DECIMALS_MESSAGE),
  note: z.string().trim().min(1, BALANCE_ENTRY_NOTE_MESSAGE).max(200, BALANCE_ENTRY_NOTE_MESSAGE),
});

export type BalanceEntryInput = z.infer<typeof balanceEntrySchema>;

/** The signed amount the ledger keeps (cents): a payout is a debit. */
export function balanceEntryCents(entry: BalanceEntryInput): Cents {
  const cents = toCents(entry.amount) ?? 0;
  return entry.type === 'payout' ? -cents : cents;
}

/** Why a payout is refused: it would take the balance below zero. */
export function payoutOverBalanceMessage(balance: Cents): string {
  return `The payout is more than the balance of ${formatMoney(balance, 'ZAR')}`;
}
