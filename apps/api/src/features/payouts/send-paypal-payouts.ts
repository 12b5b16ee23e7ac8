import { formatMoney, payoutStatementReference } from '@pod-portal/domain';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { payouts } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/job-kinds.ts';
import { createPaypalPayout } from '../payments/index.ts';
import { approvedAccount } from './payout-account.ts';

const sendPayload = z.object({ batchId: z.number().int().positive() });

type SendJob = z.infer<typeof sendPayload>;

declare module '../../jobs/job-kinds.ts' {
  interface JobKinds {
    /** A batch's payouts to PayPal addresses, sent by PayPal's Payouts API. */
    'paypal-payouts': SendJob;
  }
}

/** Our id for a batch at PayPal (`sender_batch_id`): PayPal pays each once in 30 days. */
export const paypalSenderBatchId = (batchId: number) => `POD-PAYOUT-BATCH-${batchId}`;

/**
 * Sends the batch's approved PayPal payouts not sent yet, each item in the US cents fixed at
 * approval, to the address approved, named by our payout id (`sender_item_id`). A retry sends
 * the same batch id and amounts, so PayPal pays nothing twice. Items settle by PayPal's
 * webhooks (`settlePaypalPayoutItem`).
 */
async function sendPaypalPayouts(
  app: Pick<FastifyInstance, 'db' | 'config' | 'log' | 'paypal'>,
  job: SendJob,
) {
  const { paypal } = app;
  if (!paypal) throw new Error('PayPal is not configured: the batch cannot be sent');
  const rows = await app.db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.batchId, job.batchId),
        eq(payouts.status, 'approved'),
        isNotNull(payouts.usdCents),
        isNull(payouts.paypalBatchId),
      ),
    )
    .orderBy(payouts.id);
  const items = rows.flatMap((row) => {
    const account = approvedAccount(app.config.dataKey, row.bankDetails);
    if (account?.kind !== 'paypal' || row.usdCents === null) return [];
    const reference = payoutStatementReference(row.id);
    return [
      {
        senderItemId: String(row.id),
        email: account.email,
        usdCents: row.usdCents,
        note: `${app.config.company.name} payout ${reference} of ${formatMoney(row.amountCents, 'ZAR')}`,
      },
    ];
  });
  if (items.length === 0) return;
  const sent = await createPaypalPayout(paypal, {
    senderBatchId: paypalSenderBatchId(job.batchId),
    emailSubject: `Your payout from ${app.config.company.name}`,
    items,
  });
  if (sent.sent) {
    const ids = rows.map((row) => row.id);
    await app.db
      .update(payouts)
      .set({ paypalBatchId: sent.payoutBatchId })
      .where(and(inArray(payouts.id, ids), isNull(payouts.paypalBatchId)));
  }
  app.log.info(
    { batchId: job.batchId, items: items.length, sent: sent.sent },
    'PayPal payouts sent',
  );
}

export const paypalPayoutsJob = defineJob({
  name: 'paypal-payouts',
  payload: sendPayload,
  retryLimit: 5,
  expireInSeconds: 300,
  run: sendPaypalPayouts,
});
