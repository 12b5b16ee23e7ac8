import { centsToAmount, centsToDecimal, paypalRefundReturnedText } from '@pod-portal/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { balanceEntries, cartRefunds } from '../../../db/schema/index.ts';
import type { SendJob } from '../../../jobs/job-queue.ts';
import { recordStaffAction } from '../../audit/index.ts';
import { tellAuthor } from '../../staff/index.ts';
import { creditNoteNumber } from '../refund-cart-payment.ts';
import type { PaypalGateway } from './paypal-gateway.ts';
import type { PaypalEventHandler } from './paypal-plugin.ts';
import { readPaypalRefund } from './read-paypal-refund.ts';

export type PaypalRefundSettlement = 'completed' | 'returned' | 'waiting' | 'repeated' | 'refused';

type CartRefund = typeof cartRefunds.$inferSelect;

/**
 * A refund to PayPal that PayPal failed or cancelled: its `paypal-refund` debit is reversed by
 * a `paypal-refund-return` credit naming the credit note (so the rand stays in the balance,
 * where the refund's `refund` credit put it), the author is told by email and in their chat,
 * and the staff member's refund gets a staff action saying PayPal gave it back.
 */
async function returnPaypalRefund(
  tx: Db,
  send: SendJob,
  refund: CartRefund,
  status: 'FAILED' | 'CANCELLED',
) {
  const creditNote = creditNoteNumber(refund.id);
  await tx.insert(balanceEntries).values({
    userId: refund.userId,
    amountCents: refund.amountCents,
    kind: 'paypal-refund-return',
    reference: creditNote,
  });
  await tellAuthor(tx, send, {
    userId: refund.userId,
    message: paypalRefundReturnedText({ amount: refund.amountCents, creditNote }),
    email: {
      template: 'paypal-refund-returned',
      userId: refund.userId,
      creditNote,
      amountCents: refund.amountCents,
    },
  });
  // A staff member since deleted leaves no one to record it under; the ledger still says it.
  if (refund.staffId === null) return;
  await recordStaffAction(tx, {
    staffId: refund.staffId,
    action: 'payment.paypal-refund-returned',
    userId: refund.userId,
    details: {
      refundId: refund.id,
      cartPaymentId: refund.cartPaymentId,
      creditNote,
      amount: centsToAmount(refund.amountCents),
      usdAmount: centsToAmount(refund.usdCents ?? 0),
      paypalStatus: status,
    },
  });
}

/**
 * Settles our refund that PayPal refund `refundId` is, from the refund as PayPal has it now
 * (never from a webhook's word): it must give back the US cents we refunded. A pending refund
 * that PayPal completed is stored as completed; one it failed or cancelled is given back to the
 * balance (`returnPaypalRefund`); a refund still pending waits. Only a pending refund changes,
 * its row locked: the webhook and the re-read of it, in any order or at once, settle it once.
 */
export async function settlePaypalRefund(
  app: Pick<FastifyInstance, 'jobs' | 'log'>,
  paypal: PaypalGateway,
  refundId: string,
): Promise<PaypalRefundSettlement> {
  const paypalRefund = await readPaypalRefund(paypal, refundId);
  const settled = await app.jobs.transaction(async (tx, send) => {
    const [refund] = await tx
      .select()
      .from(cartRefunds)
      .where(
        and(eq(cartRefunds.paypalRefundId, paypalRefund.id), eq(cartRefunds.destination, 'paypal')),
      )
      .for('update');
    const refunded = refund?.usdCents == null ? null : `USD ${centsToDecimal(refund.usdCents)}`;
    const cents = paypalRefund.cents;
    const given = `${paypalRefund.currency} ${cents === null ? '?' : centsToDecimal(cents)}`;
    const reason = !refund
      ? 'no refund of ours has it'
      : given !== refunded
        ? `it gives back ${given}, not the ${refunded} refunded`
        : null;
    if (!refund || reason) {
      app.log.warn({ refundId, reason }, 'PayPal refund refused');
      return 'refused';
    }
    if (refund.paypalRefundStatus !== 'PENDING') return 'repeated';
    const status = paypalRefund.status;
    if (status !== 'COMPLETED' && status !== 'FAILED' && status !== 'CANCELLED') return 'waiting';
    await tx
      .update(cartRefunds)
      .set({ paypalRefundStatus: status })
      .where(eq(cartRefunds.id, refund.id));
    if (status === 'COMPLETED') return 'completed';
    await returnPaypalRefund(tx, send, refund, status);
    return 'returned';
  });
  app.log.info({ refundId, status: paypalRefund.status, settled }, 'PayPal refund settled');
  return settled;
}

const refundEvent = z.object({ resource: z.object({ id: z.string().min(1) }) });

/**
 * The verified webhooks PayPal sends about a refund: `PAYMENT.CAPTURE.REFUNDED` when it
 * completes one, `PAYMENT.REFUND.*` when one fails, is cancelled or waits (the resource is the
 * refund). Each settles the refund from PayPal's own record of it.
 */
export function paypalRefundEvents(
  app: Pick<FastifyInstance, 'jobs' | 'log' | 'paypal'>,
): PaypalEventHandler[] {
  const handle = async (event: unknown) => {
    const parsed = refundEvent.safeParse(event);
    if (!parsed.success || !app.paypal) {
      app.log.warn('PayPal refund webhook without a refund');
      return;
    }
    await settlePaypalRefund(app, app.paypal, parsed.data.resource.id);
  };
  return [
    { eventTypePrefix: 'PAYMENT.CAPTURE.REFUNDED', handle },
    { eventTypePrefix: 'PAYMENT.REFUND.', handle },
  ];
}
