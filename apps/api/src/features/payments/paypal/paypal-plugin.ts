import fp from 'fastify-plugin';
import { createPaypalGateway, type PaypalGateway, paypalOverHttp } from './paypal-gateway.ts';
import { createPaypalStandIn, type PaypalStandIn } from './paypal-stand-in.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** PayPal, or its stand-in; null when PayPal is not offered (production without an app). */
    paypal: PaypalGateway | null;
    /** The stand-in playing PayPal's part, when no PayPal app is configured. */
    paypalStandIn: PaypalStandIn | null;
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
    const standIn =
      settings?.mode === 'local'
        ? createPaypalStandIn(
            settings,
            (orderId) =>
              `${base}/payments/paypal-sandbox/checkoutnow?token=${encodeURIComponent(orderId)}`,
            async ({ headers, event }) => {
              await app.inject({
                method: 'POST',
                url: `${app.contract.basePath}/payments/paypal/webhook`,
                headers,
                payload: event,
              });
            },
          )
        : null;
    app.decorate('paypalStandIn', standIn);
    app.decorate(
      'paypal',
      settings &&
        createPaypalGateway(settings, standIn?.transport ?? paypalOverHttp(settings.apiBase)),
    );
  },
  { name: 'paypal', fastify: '5.x' },
);
