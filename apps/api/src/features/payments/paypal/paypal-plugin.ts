import fp from 'fastify-plugin';
import { createPaypalGateway, type PaypalGateway, paypalOverHttp } from './paypal-gateway.ts';
import {
  createPaypalPayoutsStandIn,
  type PaypalPayoutsStandIn,
} from './paypal-payouts-stand-in.ts';
import { createPaypalStandIn, type PaypalStandIn, type StandInWebhook } from './paypal-stand-in.ts';

/** Another feature's part of PayPal's webhook: the verified events whose type starts so. */
export interface PaypalEventHandler {
  eventTypePrefix: string;
  handle(event: unknown): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** PayPal, or its stand-in; null when PayPal is not offered (production without an app). */
    paypal: PaypalGateway | null;
    /** The stand-in playing PayPal's part, when no PayPal app is configured. */
    paypalStandIn: PaypalStandIn | null;
    /** The stand-in's Payouts API (in the same transport), when no PayPal app is configured. */
    paypalPayoutsStandIn: PaypalPayoutsStandIn | null;
    /** Features' handlers of PayPal's verified webhook events (payouts' items). */
    paypalEventHandlers: PaypalEventHandler[];
  }
}

/**
 * PayPal's Orders API when a REST app is configured; otherwise the built-in stand-in answers the
 * same calls in-process, shows its approval page at /api/payments/paypal-sandbox/checkoutnow and
 * posts its signed webhooks to /api/payments/paypal/webhook.
 */
export const paypalPlugin = fp(
  async (app) => {
    const settings = app.config.paypal;
    const base = `${app.config.publicUrl}${app.contract.basePath}`;
    const deliver = async ({ headers, event }: StandInWebhook) => {
      await app.inject({
        method: 'POST',
        url: `${app.contract.basePath}/payments/paypal/webhook`,
        headers,
        payload: event,
      });
    };
    const standIn =
      settings?.mode === 'local'
        ? createPaypalStandIn(
            settings,
            (orderId) =>
              `${base}/payments/paypal-sandbox/checkoutnow?token=${encodeURIComponent(orderId)}`,
            deliver,
          )
        : null;
    const payoutsStandIn = standIn && createPaypalPayoutsStandIn(standIn, deliver);
    app.decorate('paypalStandIn', standIn);
    app.decorate('paypalPayoutsStandIn', payoutsStandIn);
    app.decorate('paypalEventHandlers', []);
    const standInTransport = standIn && payoutsStandIn?.wrap(standIn.transport);
    app.decorate(
      'paypal',
      settings &&
        createPaypalGateway(settings, standInTransport ?? paypalOverHttp(settings.apiBase)),
    );
  },
  { name: 'paypal', fastify: '5.x' },
);
