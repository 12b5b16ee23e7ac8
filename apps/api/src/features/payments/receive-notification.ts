import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { balanceEntries, paymentTransactions } from '../../db/schema/index.ts';

/** A notification's fields in the order they were posted, and where it came from. */
export interface PostedNotification {
  pairs: ReadonlyArray<readonly [string, string]>;
  sourceIp: string;
}

/** What PayFast's other statuses do to a transaction still pending. */
const CLOSING_STATUS = { FAILED: 'failed', CANCELLED: 'cancelled' } as const;

/**
 * Acts on PayFast's notification (ITN) once it passed every check of the gateway: `COMPLETE`
 * completes the transaction and credits its amount to the balance, in one database transaction
 * and only while it has no `pf_payment_id` yet, so PayFast's retries credit nothing more.
 * A notification that fails a check changes nothing; the reason is logged.
 */
export async function receiveNotification(
  app: FastifyInstance,
  posted: PostedNotification,
): Promise<void> {
  const check = await app.payments.verifyNotification({
    ...posted,
    expectedAmountCents: async (reference) => {
      const [row] = await app.db
        .select({ amountCents: paymentTransactions.amountCents })
        .from(paymentTransactions)
        .where(eq(paymentTransactions.reference, reference));
      return row?.amountCents;
    },
  });
  if (!check.ok) {
    app.log.warn(
      { reason: check.reason, sourceIp: posted.sourceIp },
      'payment notification refused',
    );
    return;
  }
  const { reference, pfPaymentId, status, feeCents } = check.notification;
  if (status === 'COMPLETE') {
    const credited = await app.jobs.transaction(async (tx, send) => {
      const [completed] = await tx
        .update(paymentTransactions)
        .set({ status: 'complete', pfPaymentId, feeCents, updatedAt: sql`now()` })
        .where(
          and(
            eq(paymentTransactions.reference, reference),
            isNull(paymentTransactions.pfPaymentId),
          ),
        )
        .returning();
      if (!completed) return null;
      await tx.insert(balanceEntries).values({
        userId: completed.userId,
        amountCents: completed.amountCents,
        kind: 'payment',
        reference,
      });
      await send('push', { userId: completed.userId, notice: { kind: 'payment', reference } });
      return completed;
    });
    app.log.info(
      { reference, pfPaymentId, credited: credited !== null },
      credited
        ? 'payment completed and credited'
        : 'payment notification repeated: nothing more credited',
    );
    return;
  }
  const closing = CLOSING_STATUS[status as keyof typeof CLOSING_STATUS];
  if (closing) {
    await app.db
      .update(paymentTransactions)
      .set({ status: closing, updatedAt: sql`now()` })
      .where(
        and(
          eq(paymentTransactions.reference, reference),
          eq(paymentTransactions.status, 'pending'),
        ),
      );
  }
  app.log.info({ reference, status }, 'payment notification received');
}
