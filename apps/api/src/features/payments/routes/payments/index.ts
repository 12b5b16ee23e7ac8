import { randomInt, randomUUID } from 'node:crypto';
import { centsToDecimal } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { paymentTransactions, users } from '../../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../../http/api-error.ts';
import { payfastApiSignature } from '../../payfast-refund.ts';
import { payfastSignature } from '../../payfast-signature.ts';
import { receiveNotification } from '../../receive-notification.ts';
import { sandboxErrorPage, sandboxPaymentPage, sandboxReturnPage } from '../../sandbox-pages.ts';
import { topUpLinks } from '../../top-up-links.ts';
import { formFields } from './form-fields.ts';
import paypalRoutes from './paypal-routes.ts';

/**
 * PayFast's side of a payment: its notification (ITN), and, without a merchant configured,
 * the built-in sandbox that plays PayFast (its payment page, and the notification it sends).
 */
const paymentsRoutes: FastifyPluginAsync = async (app) => {
  // PayFast posts forms. Their fields keep the order they were posted in (none is a number,
  // which objects would put first), so `Object.entries` gives the order the signature covers.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // Notifications still being checked when the server stops are finished first.
  const inFlight = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(inFlight);
  });

  app.post('/payments/payfast/notify', async (request, reply) => {
    const form = formFields(request);
    if (!form) return reply.code(400).type('text/plain').send('Bad Request');
    const posted = { pairs: Object.entries(form), sourceIp: request.ip };
    // PayFast wants its answer at once: the checks (one of them a call back to PayFast) follow.
    reply.code(200).type('text/plain').send('OK');
    const work = receiveNotification(app, posted)
      .catch((error: unknown) => request.log.error({ err: error }, 'payment notification failed'))
      .finally(() => inFlight.delete(work));
    inFlight.add(work);
    return reply;
  });

  // The payments the stand-in took, by its pf_payment_id, and what it paid back of each: its own
  // record, as PayFast keeps one (for this process's life: after a restart it refunds nothing).
  const takenByStandIn = new Map<string, { amountCents: number; refundedCents: number }>();

  const sandboxOnly = () => {
    if (app.payments.mode !== 'local') throw notFound();
  };
  const transactionOf = async (reference: string) => {
    const [row] = await app.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.reference, reference));
    return row;
  };

  app.post('/payments/sandbox/process', async (request, reply) => {
    sandboxOnly();
    const form = formFields(request);
    const html = reply.type('text/html; charset=utf-8');
    if (!form || !app.payments.formSignatureValid(form)) {
      return html.code(400).send(sandboxErrorPage('Invalid signature'));
    }
    const transaction = await transactionOf(form.m_payment_id ?? '');
    if (transaction?.status !== 'pending') {
      return html.code(400).send(sandboxErrorPage('This payment is unknown or already finished.'));
    }
    return html.send(
      sandboxPaymentPage(
        {
          reference: transaction.reference,
          amountCents: transaction.amountCents,
          itemName: form.item_name ?? '',
          itemDescription: form.item_description,
          method: form.payment_method,
        },
        `${app.contract.basePath}/payments/sandbox/complete`,
      ),
    );
  });

  app.post('/payments/sandbox/complete', async (request, reply) => {
    sandboxOnly();
    const form = formFields(request);
    const outcome = form?.outcome;
    if (!form || (outcome !== 'pay' && outcome !== 'cancel')) {
      throw badRequest('Invalid input', [
        { field: 'outcome', message: 'outcome must be pay or cancel' },
      ]);
    }
    const transaction = await transactionOf(form.m_payment_id ?? '');
    if (!transaction) throw notFound();
    const links = topUpLinks(app, transaction);
    if (outcome === 'pay' && transaction.status === 'pending') {
      const [payer] = await app.db.select().from(users).where(eq(users.id, transaction.userId));
      const amount = centsToDecimal(transaction.amountCents);
      const pfPaymentId = String(randomInt(1_000_000_000, 9_999_999_999));
      takenByStandIn.set(pfPaymentId, { amountCents: transaction.amountCents, refundedCents: 0 });
      const fields: Array<[string, string]> = [
        ['m_payment_id', transaction.reference],
        ['pf_payment_id', pfPaymentId],
        ['payment_status', 'COMPLETE'],
        ['item_name', 'Print on Demand services'],
        ['amount_gross', amount],
        ['amount_fee', '0.00'],
        ['amount_net', amount],
        ['custom_int1', String(transaction.userId)],
        ['name_first', payer?.nameFirst ?? ''],
        ['name_last', payer?.nameLast ?? ''],
        ['email_address', payer?.email ?? ''],
        ['merchant_id', app.config.payfast.merchantId],
      ];
      const signature = payfastSignature(fields, app.config.payfast.passphrase);
      // Delivered as PayFast would: a signed form posted to the notification route.
      await app.inject({
        method: 'POST',
        url: `${app.contract.basePath}/payments/payfast/notify`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams([...fields, ['signature', signature]]).toString(),
        remoteAddress: '127.0.0.1',
      });
    }
    const back = outcome === 'pay' ? links.returnUrl : links.cancelUrl;
    return reply.type('text/html; charset=utf-8').send(sandboxReturnPage(back));
  });

  const apiAnswer = (code: number, message: string) => ({
    code,
    status: 'failed',
    data: { response: false, message },
  });

  app.post<{ Params: { pfPaymentId: string }; Body: Record<string, unknown> }>(
    '/payments/sandbox/api/refunds/:pfPaymentId',
    async (request, reply) => {
      sandboxOnly();
      const { pfPaymentId } = request.params;
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : '';
      };
      const body = Object.fromEntries(
        Object.entries(request.body ?? {}).map(([key, value]) => [key, String(value)]),
      );
      const signed = {
        'merchant-id': header('merchant-id'),
        version: header('version'),
        timestamp: header('timestamp'),
        ...body,
      };
      const signature = payfastApiSignature(signed, app.config.payfast.passphrase);
      if (
        header('merchant-id') !== app.config.payfast.merchantId ||
        signature !== header('signature')
      ) {
        return reply.code(401).send(apiAnswer(401, 'Merchant authorization failed'));
      }
      const payment = takenByStandIn.get(pfPaymentId);
      if (!payment) return reply.code(404).send(apiAnswer(404, 'Transaction not found'));
      const amount = Number(body.amount);
      if (
        !Number.isSafeInteger(amount) ||
        amount <= 0 ||
        payment.refundedCents + amount > payment.amountCents
      ) {
        return reply
          .code(400)
          .send(apiAnswer(400, 'The refund amount is more than is left of the payment'));
      }
      payment.refundedCents += amount;
      return {
        code: 200,
        status: 'success',
        data: {
          response: {
            id: randomUUID(),
            payment_id: pfPaymentId,
            merchant_id: app.config.payfast.merchantId,
            refund_amount: centsToDecimal(amount),
            status: 'COMPLETE',
          },
        },
      };
    },
  );

  await app.register(paypalRoutes);
};

export default paymentsRoutes;
