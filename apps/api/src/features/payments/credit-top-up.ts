import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { balanceEntries, paymentTransactions } from '../../db/schema/index.ts';

/** The provider's id of the payment that completed a top-up: its column, and its value. */
type ProviderPayment = { pfPaymentId: string; feeCents: number } | { paypalCaptureId: string };

/**
 * Completes the top-up `reference` and credits its rand amount to the balance, in one database
 * transaction and only while it has no provider payment id yet, so a provider's retries (or a
 * replayed notification) credit nothing more. Answers whether this call credited it.
 */
export async function creditTopUp(
  app: Pick<FastifyInstance, 'jobs'>,
  reference: string,
  payment: ProviderPayment,
): Promise<boolean> {
  const unsettled =
    'pfPaymentId' in payment
      ? isNull(paymentTransactions.pfPaymentId)
      : isNull(paymentTransactions.paypalCaptureId);
  const credited = await app.jobs.transaction(async (tx, send) => {
    const [completed] = await tx
      .update(paymentTransactions)
      .set({ ...payment, status: 'complete', updatedAt: sql`now()` })
      .where(and(eq(paymentTransactions.reference, reference), unsettled))
      .returning();
    if (!completed) return false;
    await tx.insert(balanceEntries).values({
      userId: completed.userId,
      amountCents: completed.amountCents,
      kind: 'payment',
      reference,
    });
    await send('push', { userId: completed.userId, notice: { kind: 'payment', reference } });
    return true;
  });
  return credited;
}

/** Closes a top-up still pending (cancelled, failed): it never credits anything. */
export async function closeTopUp(
  app: Pick<FastifyInstance, 'db'>,
  reference: string,
  status: 'failed' | 'cancelled',
): Promise<void> {
  await app.db
    .update(paymentTransactions)
    .set({ status, updatedAt: sql`now()` })
    .where(
      and(eq(paymentTransactions.reference, reference), eq(paymentTransactions.status, 'pending')),
    );
}
