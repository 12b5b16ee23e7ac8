import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PaypalGateway, PaypalWebhook } from './paypal-gateway.ts';
import { settlePaypalOrder } from './settle-paypal-order.ts';

const eventShape = z.object({
  event_type: z.string(),
  resource: z.object({
    id: z.string().optional(),
    supplementary_data: z
      .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
      .optional(),
  }),
});

/** The order an event is about: the resource itself (CHECKOUT.ORDER.*) or the capture's order. */
function orderOf(event: z.infer<typeof eventShape>): string | undefined {
  if (event.event_type.startsWith('CHECKOUT.ORDER.')) return event.resource.id;
  if (event.event_type.startsWith('PAYMENT.CAPTURE.')) {
    return event.resource.supplementary_data?.related_ids?.order_id;
  }
  return undefined;
}

/**
 * Acts on a PayPal webhook once PayPal confirmed its signature: another feature's event goes to
 * its handler (`paypalEventHandlers`: payouts' items), an approved order is captured
 * (the payer may never have come back), and any capture event settles the order from PayPal's
 * own record of it. Answers false, changing nothing, for a webhook PayPal does not vouch for.
 */
export async function receivePaypalWebhook(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'log' | 'paypalEventHandlers'>,
  paypal: PaypalGateway,
  webhook: PaypalWebhook,
): Promise<boolean> {
  if (!(await paypal.verifyWebhook(webhook))) {
    app.log.warn('PayPal webhook refused: PayPal did not verify its signature');
    return false;
  }
  const event = eventShape.safeParse(webhook.event);
  const handler =
    event.success &&
    app.paypalEventHandlers.find(({ eventTypePrefix }) =>
      event.data.event_type.startsWith(eventTypePrefix),
    );
  if (handler) {
    await handler.handle(webhook.event);
    return true;
  }
  const orderId = event.success ? orderOf(event.data) : undefined;
  if (!event.success || !orderId) {
    app.log.info('PayPal webhook received: not about an order');
    return true;
  }
  if (event.data.event_type === 'CHECKOUT.ORDER.APPROVED') await paypal.captureOrder(orderId);
  await settlePaypalOrder(app, paypal, orderId);
  return true;
}
