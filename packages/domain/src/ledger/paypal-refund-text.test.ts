import { describe, expect, it } from 'vitest';
import { paypalRefundReturnedText } from './paypal-refund-text.ts';

describe('paypalRefundReturnedText', () => {
  it('names the rand and the credit note, and where the money is now', () => {
    expect(paypalRefundReturnedText({ amount: 28_750, creditNote: 'CN-000007' })).toBe(
      'PayPal could not pay the refund of R 287.50 (credit note CN-000007) back to your PayPal account. The amount is back in your balance.',
    );
  });
});
