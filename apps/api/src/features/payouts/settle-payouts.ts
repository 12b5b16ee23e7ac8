import {
  centsToDecimal,
  payoutOutcomeOf,
  payoutOutcomeText,
  payoutStatementReference,
} from '@pod-portal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceEntries, payoutBatches, payouts } from '../../db/schema/index.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import type { JobQueue, SendJob } from '../../jobs/job-queue.ts';
import { recordStaffAction } from '../audit/index.ts';
import { tellAuthor } from '../staff/index.ts';

type Payout = typeof payouts.$inferSelect;

/** The author hears of a settled payout by push, email and in their support chat. */
export async function tellPayout(tx: Db, send: SendJob, payout: Payout) {
  const outcome = payoutOutcomeOf(payout);
  if (!outcome) throw new Error(`payout ${payout.id} is not settled`);
  await send('push', { userId: payout.userId, notice: { kind: 'payout', payoutId: payout.id } });
  await tellAuthor(tx, send, {
    userId: payout.userId,
    message: payoutOutcomeText(outcome),
    email: { template: 'payout-settled', userId: payout.userId, payoutId: payout.id },
  });
}

/**
 * Staff mark a batch paid once the bank made its payments: each of its approved payouts to a
 * bank account is paid and its author told (one sent by PayPal is settled by PayPal's word,
 * never here). A batch is marked paid once.
 */
export async function markBatchPaid(
  jobs: Pick<JobQueue, 'transaction'>,
  settlement: { staffId: number; batchId: number },
) {
  return jobs.transaction(async (tx, send) => {
    const [batch] = await tx
      .select()
      .from(payoutBatches)
      .where(eq(payoutBatches.id, settlement.batchId))
      .for('update');
    if (!batch) throw notFound('There is no such payout batch');
    if (batch.paidAt) throw new ApiError(409, `Payout batch ${batch.id} is already marked paid`);
    await tx
      .update(payoutBatches)
      .set({ paidAt: sql`now()` })
      .where(eq(payoutBatches.id, batch.id));
    const paid = await tx
      .update(payouts)
      .set({ status: 'paid', updatedAt: sql`now()` })
      .where(
        and(
          eq(payouts.batchId, batch.id),
          eq(payouts.status, 'approved'),
          isNull(payouts.usdCents),
        ),
      )
      .returning();
    for (const payout of paid) {
      await recordStaffAction(tx, {
        staffId: settlement.staffId,
        action: 'payout.paid',
        userId: payout.userId,
        details: {
          payoutId: payout.id,
          batchId: batch.id,
          amount: centsToDecimal(payout.amountCents),
        },
      });
      await tellPayout(tx, send, payout);
    }
    return { batchId: batch.id, paid };
  });
}

/**
 * Fails `payout` (locked, not failed yet) back to the author's balance with the reason: a
 * `payout-return` credit of its amount, once; the author is told.
 */
export async function returnPayout(tx: Db, send: SendJob, payout: Payout, reason: string) {
  const [entry] = await tx
    .insert(balanceEntries)
    .values({
      userId: payout.userId,
      amountCents: payout.amountCents,
      kind: 'payout-return',
      reference: payoutStatementReference(payout.id),
    })
    .returning({ id: balanceEntries.id });
  if (!entry) throw new Error('the returned payout was not stored');
  const [failed] = await tx
    .update(payouts)
    .set({
      status: 'failed',
      failureReason: reason,
      returnEntryId: entry.id,
      updatedAt: sql`now()`,
    })
    .where(and(eq(payouts.id, payout.id), isNull(payouts.returnEntryId)))
    .returning();
  if (!failed) throw new Error('the payout changed while it was failed');
  await tellPayout(tx, send, failed);
  return failed;
}

/**
 * A payout that could not be paid (the bank returned it, the account is closed) fails back to
 * the author's balance with the reason, once. A paid payout can fail too (the bank returned it
 * after the batch was marked paid).
 */
export async function failPayout(
  jobs: Pick<JobQueue, 'transaction'>,
  failure: { staffId: number; payoutId: number; reason: string },
) {
  return jobs.transaction(async (tx, send) => {
    const [payout] = await tx
      .select()
      .from(payouts)
      .where(eq(payouts.id, failure.payoutId))
      .for('update');
    if (!payout) throw notFound('There is no such payout');
    if (payout.status === 'failed')
      throw new ApiError(409, `Payout ${payout.id} has already failed back to the balance`);
    const failed = await returnPayout(tx, send, payout, failure.reason);
    await recordStaffAction(tx, {
      staffId: failure.staffId,
      action: 'payout.fail',
      userId: payout.userId,
      details: {
        payoutId: payout.id,
        amount: centsToDecimal(payout.amountCents),
        reason: failure.reason,
      },
    });
    return failed;
  });
}
