import { toCents } from '@pod-portal/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { paymentTransactions } from '../../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../../http/api-error.ts';
import { watchPendingPaypalRefunds } from '../../paypal/pending-paypal-refunds.ts';
import { receivePaypalWebhook } from '../../paypal/receive-paypal-webhook.ts';
import { settlePaypalOrder } from '../../paypal/settle-paypal-order.ts';
import { paypalRefundEvents } from '../../paypal/settle-paypal-refund.ts';
import { paypalStandInPage, sandboxErrorPage, sandboxReturnPage } from '../../sandbox-pages.ts';
import { topUpLinks } from '../../top-up-links.ts';
import { formFields } from './form-fields.ts';

/**
 * PayPal's side of a top-up: its webhook, the payer's return (where we capture), and, without a
 * PayPal app configured, the stand-in's approval page. Refunds PayPal left pending are followed
 * by its webhook and re-read hourly.
 */
const paypalRoutes: FastifyPluginAsync = async (app) => {
  app.paypalEventHandlers.push(...paypalRefundEvents(app));
  watchPendingPaypalRefunds(app);
  const gateway = () => {
    if (!app.paypal) throw notFound();
    return app.paypal;
  };

  app.post<{ Body: unknown }>('/payments/paypal/webhook', async (request) => {
    const received = await receivePaypalWebhook(app, gateway(), {
      headers: request.headers,
      event: request.body,
    });
    if (!received) {
      throw badRequest('This webhook is not from PayPal', [
        { field: 'paypal-transmission-sig', message: 'PayPal did not verify this signature' },
      ]);
    }
    return { received: true };
  });

  app.get<{
    Params: { outcome: 'approved' | 'cancelled' };
    Querystring: { tref: string; token: string };
  }>('/payments/paypal/return/:outcome', async (request, reply) => {
    const paypal = gateway();
    const { tref, token } = request.query;
    const [row] = await app.db
      .select()
      .from(paymentTransactions)
      .where(
        and(eq(paymentTransactions.reference, tref), eq(paymentTransactions.paypalOrderId, token)),
      );
    if (!row) throw notFound();
    const links = topUpLinks(app, row);
    if (request.params.outcome === 'cancelled') return reply.redirect(links.cancelUrl, 303);
    try {
      await paypal.captureOrder(token);
      await settlePaypalOrder(app, paypal, token);
    } catch (error) {
      // The success page says the payment is not confirmed yet; PayPal's webhook settles it.
      request.log.warn({ err: error, reference: tref }, 'PayPal capture on return failed');
    }
    return reply.redirect(links.returnUrl, 303);
  });

  const standIn = () => {
    if (!app.paypalStandIn) throw notFound();
    return app.paypalStandIn;
  };

  app.get<{ Querystring: { token: string } }>(
    '/payments/paypal-sandbox/checkoutnow',
    async (request, reply) => {
      const order = standIn().awaiting(request.query.token);
      const [row] = order
        ? await app.db
            .select()
            .from(paymentTransactions)
            .where(eq(paymentTransactions.paypalOrderId, order.id))
        : [];
      const html = reply.type('text/html; charset=utf-8');
      if (!order || !row) {
        return html
          .code(400)
          .send(sandboxErrorPage('This payment is unknown or already finished.'));
      }
      return html.send(
        paypalStandInPage(
          { id: order.id, reference: row.reference, usdCents: toCents(order.amount.value) ?? 0 },
          `${app.contract.basePath}/payments/paypal-sandbox/decide`,
        ),
      );
    },
  );

  app.post('/payments/paypal-sandbox/decide', async (request, reply) => {
    const paypal = standIn();
    const form = formFields(request);
    const outcome = form?.outcome;
    if (outcome !== 'approve' && outcome !== 'cancel') {
      throw badRequest('Invalid input', [
        { field: 'outcome', message: 'outcome must be approve or cancel' },
      ]);
    }
    const order = paypal.awaiting(form?.token ?? '');
    if (!order) throw notFound();
    return reply
      .type('text/html; charset=utf-8')
      .send(sandboxReturnPage(paypal.decide(order, outcome)));
  });
};

export default paypalRoutes;
