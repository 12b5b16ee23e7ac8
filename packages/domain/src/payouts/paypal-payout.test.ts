import { describe, expect, it } from 'vitest';
import { payoutOutcomeOf, payoutOutcomeText } from './payout-text.ts';
import { internationalPayoutWay, isPaypalAddress, paypalItemOutcome } from './paypal-payout.ts';

describe('isPaypalAddress', () => {
  it('takes an email address, trimmed, and nothing else', () => {
    expect(isPaypalAddress('amara@example.com')).toBe(true);
    expect(isPaypalAddress('  amara@example.com ')).toBe(true);
    expect(isPaypalAddress('')).toBe(false);
    expect(isPaypalAddress('amara')).toBe(false);
    expect(isPaypalAddress('amara@')).toBe(false);
  });
});

describe('internationalPayoutWay', () => {
  const bank = {
    iban: 'GB33 BUKB 2020 1555 5555 55',
    swiftBic: 'bukbgb22',
    bankAddress: '1 Churchill Place',
    paypal: '',
  };

  it('sends to the bank when it is complete, even beside a PayPal address', () => {
    expect(internationalPayoutWay(bank)).toBe('swift');
    expect(internationalPayoutWay({ ...bank, paypal: 'amara@example.com' })).toBe('swift');
  });

  it('sends by PayPal when the bank is incomplete or wrong and the address is one', () => {
    const paypal = 'amara@example.com';
    expect(internationalPayoutWay({ ...bank, bankAddress: ' ', paypal })).toBe('paypal');
    expect(internationalPayoutWay({ ...bank, iban: 'GB34BUKB20201555555555', paypal })).toBe(
      'paypal',
    );
    expect(internationalPayoutWay({ ...bank, swiftBic: 'BUKB', paypal })).toBe('paypal');
  });

  it('sends nothing with neither', () => {
    expect(internationalPayoutWay({ ...bank, iban: '', paypal: 'amara' })).toBeNull();
  });
});

describe('paypalItemOutcome', () => {
  it('pays on SUCCESS only', () => {
    expect(paypalItemOutcome('SUCCESS')).toEqual({ kind: 'paid' });
  });

  it('fails back what PayPal failed, returned, blocked, denied or took back, with a reason', () => {
    expect(paypalItemOutcome('FAILED')).toEqual({
      kind: 'failed',
      reason: 'PayPal could not pay it into the PayPal account of the address on your Profile',
    });
    expect(paypalItemOutcome('RETURNED')).toEqual({
      kind: 'failed',
      reason:
        'PayPal returned it unclaimed after 30 days: check the PayPal address on your Profile',
    });
    expect(paypalItemOutcome('BLOCKED')).toEqual({ kind: 'failed', reason: 'PayPal blocked it' });
    expect(paypalItemOutcome('DENIED')).toEqual({ kind: 'failed', reason: 'PayPal denied it' });
    for (const status of ['REFUNDED', 'REVERSED'])
      expect(paypalItemOutcome(status)).toEqual({ kind: 'failed', reason: 'PayPal took it back' });
  });

  it('waits while PayPal holds it, the recipient has not claimed it, or the status is new', () => {
    for (const status of ['PENDING', 'UNCLAIMED', 'ONHOLD', 'NEW', 'SOMETHING_NEW', 'toString'])
      expect(paypalItemOutcome(status)).toEqual({ kind: 'waiting' });
  });
});

describe('a payout paid by PayPal', () => {
  it('tells the author the dollars PayPal sent', () => {
    const outcome = payoutOutcomeOf({
      id: 9,
      amountCents: 1_000_00,
      status: 'paid',
      failureReason: null,
      usdCents: 55_00,
    });
    expect(outcome).toEqual({ id: 9, amount: 1_000_00, status: 'paid', paypalUsd: 55_00 });
    expect(outcome && payoutOutcomeText(outcome)).toBe(
      'Your payout of R 1 000.00 (POD PAYOUT 9) has been paid into your PayPal account as USD 55.00.',
    );
    expect(
      payoutOutcomeOf({
        id: 9,
        amountCents: 1,
        status: 'paid',
        failureReason: null,
        usdCents: null,
      }),
    ).toEqual({ id: 9, amount: 1, status: 'paid' });
  });
});
