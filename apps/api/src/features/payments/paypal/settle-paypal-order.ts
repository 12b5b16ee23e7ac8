import { centsToDecimal } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentTransactions } from '../../../db/schema/index.ts';
import { closeTopUp, creditTopUp } from '../credit-top-up.ts';
import type { PaypalGateway } from './paypal-gateway.ts';

export type PaypalSettlement = 'credited' | 'repeated' | 'waiting' | 'failed' | 'refused';

/**
 * Settles the top-up of PayPal order `orderId` from the order as PayPal has it now (never from
 * a webhook's or a browser's word): a completed capture of exactly the dollars asked, for our
 * reference, credits the top-up's rand amount once; a declined or failed one closes it; another
 * amount, currency or reference is refused and changes nothing.
 */
export async function settlePaypalOrder(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'log'>,
  paypal: PaypalGateway,
  orderId: string,
): Promise<PaypalSettlement> {
  const [row] = await app.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.paypalOrderId, orderId));
  if (!row) {
    app.log.warn({ orderId }, 'PayPal order refused: no top-up has it');
    return 'refused';
  }
  const order = await paypal.readOrder(orderId);
  const capture = order.capture;
  if (!capture || capture.status === 'PENDING') return 'waiting';
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') {
    await closeTopUp(app, row.reference, 'failed');
    return 'failed';
  }
  const asked = `USD ${centsToDecimal(row.chargedUsdCents ?? 0)}`;
  const taken = `${capture.currency} ${capture.cents === null ? '?' : centsToDecimal(capture.cents)}`;
  const reason =
    order.reference !== row.reference
      ? `it names reference ${order.reference}, not ${row.reference}`
      : capture.status !== 'COMPLETED'
        ? `its capture is ${capture.status}`
        : taken !== asked
          ? `it captured ${taken}, not the ${asked} asked`
          : null;
  if (reason) {
    app.log.warn({ orderId, reference: row.reference, reason }, 'PayPal order refused');
    return 'refused';
  }
  const credited = await creditTopUp(app, row.reference, { paypalCaptureId: capture.id });
  app.log.info(
    { orderId, reference: row.reference, credited },
    credited
      ? 'PayPal payment captured and credited'
      : 'PayPal payment repeated: nothing more credited',
  );
  return credited ? 'credited' : 'repeated';
}
