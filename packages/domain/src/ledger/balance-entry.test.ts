import { describe, expect, it } from 'vitest';
import { TWO_DECIMALS_MESSAGE } from '../validation/messages.ts';
import {
  BALANCE_ENTRY_AMOUNT_MESSAGE,
  BALANCE_ENTRY_NOTE_MESSAGE,
  balanceEntryCents,
  balanceEntrySchema,
  payoutOverBalanceMessage,
} from './balance-entry.ts';

const entry = { userId: 7, type: 'royalty', amount: 1250.5, note: 'Royalties Q3 2026' } as const;

describe('balance entries staff record', () => {
  it('keeps a royalty as a credit and a payout as a debit, in cents', () => {
    expect(balanceEntryCents(balanceEntrySchema.parse(entry))).toBe(125_050);
    expect(balanceEntryCents(balanceEntrySchema.parse({ ...entry, type: 'payout' }))).toBe(
      -125_050,
    );
    expect(balanceEntryCents(balanceEntrySchema.parse({ ...entry, amount: 0.01 }))).toBe(1);
  });

  it.each([10.005, 0.015, 12.555])('refuses %s rather than rounding it to the cent', (amount) => {
    const result = balanceEntrySchema.safeParse({ ...entry, amount });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['amount'], message: TWO_DECIMALS_MESSAGE }),
    ]);
  });

  it.each([0, -5, 0.004, 1_000_000.01, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses an amount of %s',
    (amount) => {
      const result = balanceEntrySchema.safeParse({ ...entry, amount });
      expect(result.error?.issues[0]).toMatchObject({
        path: ['amount'],
        message: BALANCE_ENTRY_AMOUNT_MESSAGE,
      });
    },
  );

  it('needs a note the author can read, trimmed, of at most 200 characters', () => {
    expect(balanceEntrySchema.parse({ ...entry, note: '  Payout  ' }).note).toBe('Payout');
    for (const note of ['   ', 'x'.repeat(201)]) {
      expect(balanceEntrySchema.safeParse({ ...entry, note }).error?.issues[0]?.message).toBe(
        BALANCE_ENTRY_NOTE_MESSAGE,
      );
    }
  });

  it('says what the balance is when a payout is larger', () => {
    expect(payoutOverBalanceMessage(123_456)).toBe(
      'The payout is more than the balance of R 1 234.56',
    );
  });
});
