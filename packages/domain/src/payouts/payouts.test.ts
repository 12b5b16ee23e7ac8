import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTHOR_SHARE_MESSAGE,
  authorShare,
  bankChangeHoldMessage,
  bankChangeHoldUntil,
  bankPaymentCsv,
  changesPayoutDestination,
  dueQuarterlyPayoutRun,
  invitedSharesProblem,
  MOST_PAYEES,
  nextQuarterlyPayoutRun,
  PAYEE_COUNT_MESSAGE,
  PAYEE_EMAIL_MESSAGE,
  PAYEE_NAME_MESSAGE,
  PAYEE_OWN_EMAIL_MESSAGE,
  PAYEE_TWICE_MESSAGE,
  PAYOUT_MINIMUM_MESSAGE,
  payeeListProblems,
  payeeSharesProblem,
  payoutOutcomeOf,
  payoutOutcomeText,
  payoutRequestProblem,
  payoutStatementReference,
  SHARE_SIZE_MESSAGE,
  SHARES_TOTAL_MESSAGE,
  shareDeclinedText,
  splitRoyalty,
} from './index.ts';

describe('payoutRequestProblem', () => {
  it('takes R 100.00 and up to what is available', () => {
    expect(payoutRequestProblem(100_00, 100_00)).toBeNull();
    expect(payoutRequestProblem(5_000_00, 5_000_00)).toBeNull();
  });
  it('refuses under R 100.00, a fraction of a cent, and more than is available', () => {
    expect(payoutRequestProblem(99_99, 1_000_00)).toBe(PAYOUT_MINIMUM_MESSAGE);
    expect(payoutRequestProblem(100_00.5, 1_000_00)).toBe(PAYOUT_MINIMUM_MESSAGE);
    expect(payoutRequestProblem(0, 0)).toBe(PAYOUT_MINIMUM_MESSAGE);
    expect(payoutRequestProblem(100_01, 100_00)).toBe(
      'The payout is more than the balance of R 100.00',
    );
    expect(PAYOUT_MINIMUM_MESSAGE).toBe('Ask for a payout of at least R 100.00');
  });
});

describe('nextQuarterlyPayoutRun', () => {
  const at = (iso: string) => nextQuarterlyPayoutRun(new Date(iso)).toISOString();
  it('is the 25th of March, June, September or December at 09:00 in Johannesburg', () => {
    expect(at('2027-01-10T00:00:00Z')).toBe('2027-03-25T07:00:00.000Z');
    expect(at('2027-03-25T07:00:00Z')).toBe('2027-03-25T07:00:00.000Z');
    expect(at('2027-03-25T07:00:00.001Z')).toBe('2027-06-25T07:00:00.000Z');
    expect(at('2027-12-25T07:00:01Z')).toBe('2028-03-25T07:00:00.000Z');
  });
  it('never lies more than a quarter ahead', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (now) => {
          const run = nextQuarterlyPayoutRun(now);
          expect(run.getTime()).toBeGreaterThanOrEqual(now.getTime());
          expect(run.getTime() - now.getTime()).toBeLessThanOrEqual(93 * 24 * 3600 * 1000);
          expect([2, 5, 8, 11]).toContain(run.getUTCMonth());
        },
      ),
    );
  });
});

describe('dueQuarterlyPayoutRun', () => {
  const due = (iso: string) => dueQuarterlyPayoutRun(new Date(iso))?.key ?? null;
  it('is the latest run for 7 days after its time, then none until the next', () => {
    expect(due('2027-03-25T06:59:59Z')).toBeNull();
    expect(due('2027-03-25T07:00:00Z')).toBe('2027-03');
    expect(due('2027-04-01T06:59:59Z')).toBe('2027-03');
    expect(due('2027-04-01T07:00:00Z')).toBeNull();
    expect(due('2027-01-01T00:00:00Z')).toBe('2026-12');
    expect(due('2027-01-05T00:00:00Z')).toBeNull();
  });
});

describe('bankChangeHoldUntil', () => {
  const changedAt = new Date('2027-02-01T10:00:00Z');
  const day = 24 * 3600 * 1000;
  it('holds payouts for 7 days after a change', () => {
    const until = new Date(changedAt.getTime() + 7 * day);
    expect(bankChangeHoldUntil({ changedAt, confirmedAt: null }, changedAt)).toEqual(until);
    expect(
      bankChangeHoldUntil({ changedAt, confirmedAt: null }, new Date(until.getTime() - 1)),
    ).toEqual(until);
    expect(bankChangeHoldUntil({ changedAt, confirmedAt: null }, until)).toBeNull();
  });
  it('holds none once the change is confirmed, or with no change on record', () => {
    expect(bankChangeHoldUntil({ changedAt, confirmedAt: changedAt }, changedAt)).toBeNull();
    expect(bankChangeHoldUntil({ changedAt: null, confirmedAt: null }, changedAt)).toBeNull();
  });
  it('is not lifted by a confirmation of an earlier change', () => {
    const earlier = new Date(changedAt.getTime() - day);
    expect(bankChangeHoldUntil({ changedAt, confirmedAt: earlier }, changedAt)).not.toBeNull();
  });
});

describe('changesPayoutDestination', () => {
  const account = { brance_code: '051001', account_number: '0012345678', bank_name: 'Standard' };
  it('is a change of where money goes, not of a name or a first account', () => {
    expect(changesPayoutDestination(account, { ...account, account_number: '0012345679' })).toBe(
      true,
    );
    expect(changesPayoutDestination(account, { ...account, bank_name: 'Standard Bank' })).toBe(
      false,
    );
    expect(changesPayoutDestination(account, { ...account, account_number: '001 234 5678' })).toBe(
      false,
    );
    expect(changesPayoutDestination({ bank_name: 'x' }, account)).toBe(false);
    expect(changesPayoutDestination(undefined, account)).toBe(false);
    expect(
      changesPayoutDestination(account, { is_international_account: true, paypal: 'a@b.co' }),
    ).toBe(true);
  });
  it('says until when payouts wait, in South African time', () => {
    expect(bankChangeHoldMessage(new Date('2027-02-08T08:00:00Z'))).toBe(
      'Your bank details changed recently: payouts wait until 08-02-2027 10:00, or until you confirm the change from the email we sent you',
    );
  });
});

describe('splitRoyalty', () => {
  it('splits an odd cent amount over three payees to the cent, the earlier payee first on a tie', () => {
    expect(splitRoyalty(1_00, [3_334, 3_333, 3_333])).toEqual([34, 33, 33]);
    expect(splitRoyalty(1_01, [3_334, 3_333, 3_333])).toEqual([34, 34, 33]);
    expect(splitRoyalty(2, [5_000, 2_500, 2_500])).toEqual([1, 1, 0]);
    expect(splitRoyalty(1, [2_500, 2_500, 5_000])).toEqual([0, 0, 1]);
  });
  it('reverses a returned sale to the cent', () => {
    expect(splitRoyalty(-1_01, [3_334, 3_333, 3_333])).toEqual([-34, -34, -33]);
  });

  const sharesArbitrary = fc
    .array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: MOST_PAYEES })
    .map((weights) => {
      // Weights scaled to basis points adding up to 10 000, each at least 1.
      const total = weights.reduce((a, b) => a + b, 0);
      const shares = weights.map((weight) => Math.max(1, Math.floor((weight * 10_000) / total)));
      const excess = shares.reduce((a, b) => a + b, 0) - 10_000;
      const largest = shares.indexOf(Math.max(...shares));
      shares[largest] = (shares[largest] ?? 0) - excess;
      return shares;
    })
    .filter((shares) => payeeSharesProblem(shares) === null);

  it('always adds up, keeps each part within a cent of its exact share, and reverses exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        sharesArbitrary,
        (royalty, shares) => {
          const parts = splitRoyalty(royalty, shares);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(royalty);
          parts.forEach((part, index) => {
            const exact = (royalty * (shares[index] ?? 0)) / 10_000;
            expect(Math.abs(part - exact)).toBeLessThan(1);
          });
          expect(splitRoyalty(-royalty, shares)).toEqual(
            parts.map((part) => (part === 0 ? 0 : -part)),
          );
        },
      ),
    );
  });

  it('refuses shares that are not 1 to 10 payees adding up to 100%', () => {
    expect(payeeSharesProblem([])).toBe(PAYEE_COUNT_MESSAGE);
    expect(payeeSharesProblem(Array(11).fill(909))).toBe(PAYEE_COUNT_MESSAGE);
    expect(payeeSharesProblem([10_000])).toBeNull();
    expect(payeeSharesProblem([5_000, 4_999])).toBe(SHARES_TOTAL_MESSAGE);
    expect(payeeSharesProblem([5_000, 5_001])).toBe(SHARES_TOTAL_MESSAGE);
    expect(payeeSharesProblem([10_000, 0])).toBe(SHARE_SIZE_MESSAGE);
    expect(payeeSharesProblem([5_000.5, 4_999.5])).toBe(SHARE_SIZE_MESSAGE);
    expect(payeeSharesProblem([20_000, -10_000])).toBe(SHARE_SIZE_MESSAGE);
    expect(() => splitRoyalty(100, [5_000])).toThrow(SHARES_TOTAL_MESSAGE);
  });
});

describe('bankPaymentCsv', () => {
  it('writes the documented layout, leading zeros and two decimals kept', () => {
    const csv = bankPaymentCsv([
      {
        beneficiary: 'Thandi Nkosi',
        branchCode: '051001',
        accountNumber: '0012345678',
        accountType: 'Cheque',
        amount: 1_234_50,
        reference: payoutStatementReference(42),
      },
      {
        beneficiary: '=HYPERLINK("x"), Ltd',
        branchCode: '250655',
        accountNumber: '62000000001',
        accountType: 'Savings',
        amount: 100_00,
        reference: payoutStatementReference(1_234_567_890),
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Beneficiary name,Branch code,Account number,Account type,Amount,Reference',
      'Thandi Nkosi,051001,0012345678,Cheque,1234.50,POD PAYOUT 42',
      `"'=HYPERLINK(""x""), Ltd",250655,62000000001,Savings,100.00,POD 1234567890`,
      '',
    ]);
  });
});

describe('payoutOutcomeOf', () => {
  const stored = { id: 7, amountCents: 100_00, failureReason: null };

  it('tells a paid or failed payout, and nothing while it waits', () => {
    expect(payoutOutcomeOf({ ...stored, status: 'paid' })).toEqual({
      id: 7,
      amount: 100_00,
      status: 'paid',
    });
    expect(
      payoutOutcomeOf({ ...stored, status: 'failed', failureReason: 'The account is closed' }),
    ).toEqual({ id: 7, amount: 100_00, status: 'failed', reason: 'The account is closed' });
    for (const status of ['pending', 'approved', 'requested'])
      expect(payoutOutcomeOf({ ...stored, status })).toBeNull();
  });

  it("gives a failure without a reason the bank's usual one", () => {
    expect(payoutOutcomeOf({ ...stored, status: 'failed' })).toMatchObject({
      reason: 'the bank returned it',
    });
  });
});

describe('payoutOutcomeText', () => {
  it('says what was paid, or what failed and that the money is back', () => {
    expect(payoutOutcomeText({ id: 7, amount: 1_234_50, status: 'paid' })).toBe(
      'Your payout of R 1 234.50 (POD PAYOUT 7) has been paid into your bank account.',
    );
    expect(
      payoutOutcomeText({
        id: 7,
        amount: 100_00,
        status: 'failed',
        reason: 'The account is closed',
      }),
    ).toBe(
      'Your payout of R 100.00 (POD PAYOUT 7) could not be paid: The account is closed. The amount is back in your balance.',
    );
  });
});

describe('shareDeclinedText', () => {
  it('names the payee and the book, and what releases the held royalties', () => {
    expect(shareDeclinedText({ payee: 'Lerato Dube', title: 'The Karoo Road' })).toBe(
      "Lerato Dube declined their share of the royalties of The Karoo Road. Change the book's payees to release its held royalties.",
    );
  });
});

describe('invitedSharesProblem', () => {
  it('leaves the author the rest, which must be more than 0%', () => {
    expect(authorShare([3_333, 3_334])).toBe(3_333);
    expect(authorShare([])).toBe(10_000);
    expect(invitedSharesProblem([])).toBeNull();
    expect(invitedSharesProblem([3_333, 3_334])).toBeNull();
    expect(invitedSharesProblem([9_999])).toBeNull();
    expect(invitedSharesProblem([10_000])).toBe(AUTHOR_SHARE_MESSAGE);
    expect(invitedSharesProblem([6_000, 4_000])).toBe(AUTHOR_SHARE_MESSAGE);
  });
  it('refuses an empty or partial share and more than 9 invited payees', () => {
    expect(invitedSharesProblem([0, 5_000])).toBe(SHARE_SIZE_MESSAGE);
    expect(invitedSharesProblem([12.5])).toBe(SHARE_SIZE_MESSAGE);
    expect(invitedSharesProblem(Array(9).fill(1_000))).toBeNull();
    expect(invitedSharesProblem(Array(10).fill(100))).toBe(PAYEE_COUNT_MESSAGE);
  });
});

describe('payeeListProblems', () => {
  const payee = { name: 'Lerato Dube', email: 'lerato@example.com', role: 'co-author' as const };
  it('reads the shares as percentages to the hundredth', () => {
    expect(
      payeeListProblems(
        [
          { ...payee, share: '33.33' },
          { ...payee, email: 'Sipho@Example.com ', share: 33.34 },
        ],
        'author@example.com',
      ),
    ).toEqual({ problems: [], shares: [3_333, 3_334] });
  });
  it("names each payee's wrong field, and the list's when the author keeps nothing", () => {
    const { problems } = payeeListProblems(
      [
        { ...payee, name: ' ', email: 'AUTHOR@example.com', share: 10 },
        { ...payee, email: 'not an address', share: '12.345' },
        { ...payee, share: 0 },
        { ...payee, share: 5 },
      ],
      'author@example.com',
    );
    expect(problems).toEqual([
      { index: 0, field: 'name', message: PAYEE_NAME_MESSAGE },
      { index: 0, field: 'email', message: PAYEE_OWN_EMAIL_MESSAGE },
      { index: 1, field: 'email', message: PAYEE_EMAIL_MESSAGE },
      { index: 1, field: 'share', message: SHARE_SIZE_MESSAGE },
      { index: 2, field: 'share', message: SHARE_SIZE_MESSAGE },
      { index: 3, field: 'email', message: PAYEE_TWICE_MESSAGE },
    ]);
    expect(payeeListProblems([{ ...payee, share: 100 }], 'author@example.com').problems).toEqual([
      { index: null, field: 'payees', message: AUTHOR_SHARE_MESSAGE },
    ]);
  });
});
