import { expect, it } from 'vitest';
import { saleOutcome } from './sale-outcome.ts';

it('reads returns and cancellations from the marketplace status, anything else is a sale', () => {
  expect(saleOutcome('Shipped to Customer')).toBe('sale');
  expect(saleOutcome('Delivered')).toBe('sale');
  expect(saleOutcome(' Returned ')).toBe('returned');
  expect(saleOutcome('returned to seller')).toBe('returned');
  expect(saleOutcome('Cancelled by Customer')).toBe('cancelled');
  expect(saleOutcome('CANCELLED')).toBe('cancelled');
});
