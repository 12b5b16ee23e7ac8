import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cartRefunds } from '../../../db/schema/index.ts';
import { defineJob } from '../../../jobs/job-kinds.ts';
import { watchScheduledRuns } from '../../../jobs/watch-scheduled-runs.ts';
import { settlePaypalRefund } from './settle-paypal-refund.ts';

const checkPayload = z.object({});

type CheckJob = z.infer<typeof checkPayload>;

declare module '../../../jobs/job-kinds.ts' {
  interface JobKinds {
    /** Every refund PayPal left pending, re-read from PayPal (in case its webhook was lost). */
    'paypal-pending-refunds': CheckJob;
  }
}

/**
 * Settles every refund to PayPal still pending from PayPal's record of it, as its webhook
 * would have: one PayPal does not answer for is tried again at the next check.
 */
async function settlePendingPaypalRefunds(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'log' | 'paypal'>,
) {
  const { paypal } = app;
  if (!paypal) return;
  const pending = await app.db
    .select({ refundId: cartRefunds.paypalRefundId })
    .from(cartRefunds)
    .where(eq(cartRefunds.paypalRefundStatus, 'PENDING'))
    .orderBy(cartRefunds.id);
  let unanswered = 0;
  for (const { refundId } of pending) {
    if (!refundId) continue;
    try {
      await settlePaypalRefund(app, paypal, refundId);
    } catch (error) {
      unanswered += 1;
      app.log.warn({ err: error, refundId }, 'pending PayPal refund not re-read');
    }
  }
  app.log.info({ pending: pending.length, unanswered }, 'pending PayPal refunds re-read');
}

// Checks of every server take turns: each sees what the one before settled.
export const pendingPaypalRefundsJob = defineJob({
  name: 'paypal-pending-refunds',
  payload: checkPayload,
  retryLimit: 0,
  expireInSeconds: 600,
  oneAtATimeBy: () => 'paypal-pending-refunds',
  run: settlePendingPaypalRefunds,
});

/**
 * Re-reads the refunds PayPal left pending once the server is ready, then every hour until it
 * closes (unless PAYPAL_REFUND_CHECKS=false, or PayPal is not offered).
 */
export function watchPendingPaypalRefunds(app: FastifyInstance): void {
  watchScheduledRuns(app, {
    enabled: app.config.jobs.paypalRefundChecks && app.paypal !== null,
    name: 'pending PayPal refunds check',
    start: () => app.jobs.send('paypal-pending-refunds', {}),
  });
}
