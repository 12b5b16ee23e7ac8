import { describe, expect, it } from 'vitest';
import { balancePaymentReference } from './balance-payment-reference.ts';

describe('balancePaymentReference', () => {
  it('is "BAL-" plus the timestamp in milliseconds', () => {
    expect(balancePaymentReference(new Date('2025-11-21T08:40:00Z'))).toBe('BAL-1763714400000');
  });
});
