import { centsToDecimal, paypalItemOutcome } from '@pod-portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { payouts } from '../../db/schema/index.ts';
import {
  type PaypalEventHandler,
  type PaypalPayoutItem,
  readPaypalPayoutItem,
} from '../payments/index.ts';
import { paypalSenderBatchId } from './send-paypal-payouts.ts';
import { returnPayout, tellPayout } from './settle-payouts.ts';

type PaypalPayoutSettlement = 'paid' | 'failed' | 'waiting' | 'repeated' | 'refused';

/**
 * Settles the payout a PayPal item pays, from the item as PayPal has it now (read from PayPal,
 * never taken from a webhook's word): it must name our payout (`sender_item_id`) and its batch,
 * in the US cents approved. `SUCCESS` pays an approved payout; a failed, returned, blocked,
 * denied or reversed item fails it back to the balance with the reason, once (a paid one too:
 * PayPal took it back); anything else waits. A repeat (a webhook replayed, or one and a
 * re-read of its batch, in either order) changes nothing.
 */
export async function settlePaypalPayoutItem(
  app: Pick<FastifyInstance, 'jobs' | 'log'>,
  item: PaypalPayoutItem,
): Promise<PaypalPayoutSettlement> {
  const { itemId } = item;
  const payoutId = /^\d{1,9}$/.test(item.senderItemId ?? '') ? Number(item.senderItemId) : 0;
  return app.jobs.transaction(async (tx, send) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
    const asked = payout?.usdCents == null ? null : `USD ${centsToDecimal(payout.usdCents)}`;
    const taken = `${item.currency} ${item.cents === null ? '?' : centsToDecimal(item.cents)}`;
    const reason = !payout
      ? `it names no payout of ours (${item.senderItemId})`
      : asked === null || payout.batchId === null
        ? 'its payout was not sent by PayPal'
        : item.senderBatchId !== paypalSenderBatchId(payout.batchId) &&
            item.batchId !== payout.paypalBatchId
          ? `it is in PayPal batch ${item.batchId}, not ours`
          : taken !== asked
            ? `it sends ${taken}, not the ${asked} approved`
            : null;
    if (!payout || reason) {
      app.log.warn({ itemId, payoutId, reason }, 'PayPal payout item refused');
      return 'refused';
    }
    if (payout.paypalItemId === null) {
      await tx
        .update(payouts)
        .set({ paypalItemId: item.itemId, paypalBatchId: item.batchId })
        .where(eq(payouts.id, payout.id));
    }
    const outcome = paypalItemOutcome(item.status);
    let settled: PaypalPayoutSettlement = 'repeated';
    if (outcome.kind === 'waiting') settled = 'waiting';
    else if (outcome.kind === 'paid' && payout.status === 'approved') {
      const [paid] = await tx
        .update(payouts)
        .set({ status: 'paid', updatedAt: sql`now()` })
        .where(eq(payouts.id, payout.id))
        .returning();
      if (!paid) throw new Error('the payout changed while it was paid');
      await tellPayout(tx, send, paid);
      settled = 'paid';
    } else if (outcome.kind === 'failed' && payout.status !== 'failed') {
      await returnPayout(tx, send, payout, outcome.reason);
      settled = 'failed';
    }
    app.log.info({ itemId, payoutId, status: item.status, settled }, 'PayPal payout item settled');
    return settled;
  });
}

const itemEvent = z.object({ resource: z.object({ payout_item_id: z.string().min(1) }) });

/**
 * Settles the payout a verified `PAYMENT.PAYOUTS-ITEM.*` webhook is about, from the item as
 * PayPal has it.
 */
export function paypalPayoutItemEvents(
  app: Pick<FastifyInstance, 'jobs' | 'log' | 'paypal'>,
): PaypalEventHandler {
  return {
    eventTypePrefix: 'PAYMENT.PAYOUTS-ITEM.',
    async handle(event: unknown) {
      const parsed = itemEvent.safeParse(event);
      if (!parsed.success || !app.paypal) {
        app.log.warn('PayPal payout item webhook without an item');
        return;
      }
      const item = await readPaypalPayoutItem(app.paypal, parsed.data.resource.payout_item_id);
      await settlePaypalPayoutItem(app, item);
    },
  };
}
