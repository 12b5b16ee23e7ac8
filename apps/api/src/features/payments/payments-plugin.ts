import fp from 'fastify-plugin';
import { createPaymentGateway, type PaymentGateway } from './payfast-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentGateway;
  }
}

/**
 * Payments through PayFast (live or its sandbox) when a merchant is configured, otherwise the
 * built-in stand-in at /api/payments/sandbox/process that plays PayFast's part (and its API's
 * refunds at /api/payments/sandbox/api/refunds/{id}).
 */
export const paymentsPlugin = fp(
  async (app) => {
    app.decorate(
      'payments',
      createPaymentGateway({
        settings: app.config.payfast,
        localProcessUrl: `${app.config.publicUrl}${app.contract.basePath}/payments/sandbox/process`,
        // The stand-in answers PayFast's API on this server's own route.
        ...(app.config.payfast.mode === 'local'
          ? {
              api: async (call) => {
                const answer = await app.inject({
                  method: 'POST',
                  url: `${app.contract.basePath}/payments/sandbox/api${call.path}`,
                  headers: { ...call.headers, 'content-type': 'application/json' },
                  payload: call.body,
                  remoteAddress: '127.0.0.1',
                });
                return { status: answer.statusCode, body: answer.json() };
              },
            }
          : {}),
      }),
    );
  },
  { name: 'payments', fastify: '5.x' },
);
