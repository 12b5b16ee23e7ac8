import fp from 'fastify-plugin';
import { createPaymentGateway, type PaymentGateway } from '../payments/payfast-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentGateway;
  }
}

/**
 * Payments through PayFast (live or its sandbox) when a merchant is configured, otherwise the
 * built-in stand-in at /api/payments/sandbox/process that plays PayFast's part.
 */
export const paymentsPlugin = fp(
  async (app) => {
    app.decorate(
      'payments',
      createPaymentGateway({
        settings: app.config.payfast,
        localProcessUrl: `${app.config.publicUrl}${app.contract.basePath}/payments/sandbox/process`,
      }),
    );
  },
  { name: 'payments', fastify: '5.x' },
);
