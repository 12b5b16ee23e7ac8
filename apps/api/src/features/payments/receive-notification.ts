import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentTransactions } from '../../db/schema/index.ts';
import { closeTopUp, creditTopUp } from './credit-top-up.ts';

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
    const credited = await creditTopUp(app, reference, { pfPaymentId, feeCents });
    app.log.info(
      { reference, pfPaymentId, credited },
      credited
        ? 'payment completed and credited'
        : 'payment notification repeated: nothing more credited',
    );
    return;
  }
  const closing = CLOSING_STATUS[status as keyof typeof CLOSING_STATUS];
  if (closing) await closeTopUp(app, reference, closing);
  app.log.info({ reference, status }, 'payment notification received');
}
