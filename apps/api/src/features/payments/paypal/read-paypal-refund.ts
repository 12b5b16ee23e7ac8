import { type Cents, toCents } from '@pod-portal/domain';
import { z } from 'zod';
import type { PaypalGateway } from './paypal-gateway.ts';

const refundAnswer = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.object({ currency_code: z.string(), value: z.string() }),
});

/** A refund of a capture as PayPal has it now: its status and what it gives back. */
export interface PaypalRefund {
  id: string;
  /** `COMPLETED`, `PENDING`, `FAILED` or `CANCELLED`. */
  status: string;
  currency: string;
  cents: Cents | null;
}

class PaypalRefundError extends Error {}

/** Reads a refund from PayPal (`GET /v2/payments/refunds/{id}`); throws when PayPal does not give it. */
export async function readPaypalRefund(
  paypal: PaypalGateway,
  refundId: string,
): Promise<PaypalRefund> {
  const answer = await paypal.request(
    'GET',
    `/v2/payments/refunds/${encodeURIComponent(refundId)}`,
  );
  if (answer.status !== 200) {
    throw new PaypalRefundError(`PayPal did not give refund ${refundId} (${answer.status})`);
  }
  const refund = refundAnswer.parse(answer.body);
  return {
    id: refund.id,
    status: refund.status,
    currency: refund.amount.currency_code,
    cents: toCents(refund.amount.value),
  };
}
