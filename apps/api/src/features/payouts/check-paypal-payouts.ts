import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { payouts } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/job-kinds.ts';
import { watchScheduledRuns } from '../../jobs/watch-scheduled-runs.ts';
import { readPaypalPayoutBatch } from '../payments/index.ts';
import { settlePaypalPayoutItem } from './settle-paypal-payout.ts';

const checkPayload = z.object({});

type CheckJob = z.infer<typeof checkPayload>;

declare module '../../jobs/job-kinds.ts' {
  interface JobKinds {
    /** PayPal's batches with payouts still waiting re-read, in case a webhook was lost. */
    'paypal-payout-checks': CheckJob;
  }
}

/** How long PayPal's webhooks have to settle a payout before its batch is re-read. */
const WEBHOOK_GRACE_MS = 30 * 60 * 1000;

/**
 * Re-reads from PayPal every batch with a payout still `approved` half an hour after it was
 * sent, and settles each of its items as its webhook would (`settlePaypalPayoutItem`): a
 * webhook PayPal never delivered leaves nothing waiting for ever, and one that comes after
 * changes nothing more. Items PayPal still holds wait for the next check.
 */
export async function checkPaypalPayouts(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'log' | 'paypal'>,
  now = new Date(),
) {
  const { paypal } = app;
  if (!paypal) return;
  const waiting = await app.db
    .selectDistinct({ paypalBatchId: payouts.paypalBatchId })
    .from(payouts)
    .where(
      and(
        eq(payouts.status, 'approved'),
        isNotNull(payouts.paypalBatchId),
        lt(payouts.updatedAt, new Date(now.getTime() - WEBHOOK_GRACE_MS)),
      ),
    );
  const settled: Record<string, number> = {};
  for (const { paypalBatchId } of waiting) {
    if (paypalBatchId === null) continue;
    for (const item of await readPaypalPayoutBatch(paypal, paypalBatchId)) {
      const outcome = await settlePaypalPayoutItem(app, item);
      settled[outcome] = (settled[outcome] ?? 0) + 1;
    }
  }
  app.log.info({ batches: waiting.length, settled }, 'PayPal payout batches re-read');
}

export const paypalPayoutChecksJob = defineJob({
  name: 'paypal-payout-checks',
  payload: checkPayload,
  retryLimit: 2,
  expireInSeconds: 900,
  // The servers' hourly watchers queue one check an hour between them.
  oncePerSeconds: 3600,
  run: (app) => checkPaypalPayouts(app),
});

/**
 * Queues a check of PayPal's batches once the server is ready, then every hour until it closes,
 * where PayPal pays payouts (unless PAYPAL_PAYOUT_CHECKS=false).
 */
export function watchPaypalPayoutChecks(app: FastifyInstance): void {
  watchScheduledRuns(app, {
    enabled: app.config.jobs.paypalPayoutChecks && app.paypal !== null,
    name: 'PayPal payout checks',
    start: () => app.jobs.send('paypal-payout-checks', {}),
  });
}
