import { describe, expect, it } from 'vitest';
import { balanceCentsOf, formatBalance } from './format-balance.ts';

describe('formatBalance', () => {
  it('prefers the integer cents the API gives', () => {
    expect(formatBalance({ balance: 1.1, balance_cents: 123_456 })).toBe('R 1 234.56');
  });

  it('falls back to the rand amount', () => {
    expect(balanceCentsOf({ balance: 100.5 })).toBe(10_050);
  });

  it('shows R 0.00 without a user or a balance', () => {
    expect(formatBalance(null)).toBe('R 0.00');
    expect(formatBalance({ balance: null, balance_cents: null })).toBe('R 0.00');
  });
});
