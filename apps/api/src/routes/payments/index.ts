import { randomInt } from 'node:crypto';
import { centsToDecimal } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { paymentTransactions, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors/api-error.ts';
import { payfastSignature } from '../../payments/payfast-signature.ts';
import {
  sandboxErrorPage,
  sandboxPaymentPage,
  sandboxReturnPage,
} from '../../payments/sandbox-pages.ts';
import { receiveNotification } from '../../services/payments/receive-notification.ts';
import { topUpLinks } from '../../services/payments/top-up-links.ts';

type FormBody = Record<string, string>;

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

  app.post<{ Body: FormBody }>('/payments/payfast/notify', async (request, reply) => {
    const posted = { pairs: Object.entries(request.body), sourceIp: request.ip };
    // PayFast wants its answer at once: the checks (one of them a call back to PayFast) follow.
    reply.code(200).type('text/plain').send('OK');
    const work = receiveNotification(app, posted)
      .catch((error: unknown) => request.log.error({ err: error }, 'payment notification failed'))
      .finally(() => inFlight.delete(work));
    inFlight.add(work);
    return reply;
  });

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

  app.post<{ Body: FormBody }>('/payments/sandbox/process', async (request, reply) => {
    sandboxOnly();
    const form = request.body;
    const html = reply.type('text/html; charset=utf-8');
    if (!app.payments.formSignatureValid(form)) {
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
          amount: centsToDecimal(transaction.amountCents),
          itemName: form.item_name ?? '',
          itemDescription: form.item_description,
          method: form.payment_method,
        },
        `${app.contract.basePath}/payments/sandbox/complete`,
      ),
    );
  });

  app.post<{ Body: { m_payment_id: string; outcome: 'pay' | 'cancel' } }>(
    '/payments/sandbox/complete',
    async (request, reply) => {
      sandboxOnly();
      const transaction = await transactionOf(request.body.m_payment_id);
      if (!transaction) throw notFound();
      const links = topUpLinks(app, transaction);
      if (request.body.outcome === 'pay' && transaction.status === 'pending') {
        const [payer] = await app.db.select().from(users).where(eq(users.id, transaction.userId));
        const amount = centsToDecimal(transaction.amountCents);
        const fields: Array<[string, string]> = [
          ['m_payment_id', transaction.reference],
          ['pf_payment_id', String(randomInt(1_000_000_000, 9_999_999_999))],
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
      const back = request.body.outcome === 'pay' ? links.returnUrl : links.cancelUrl;
      return reply.type('text/html; charset=utf-8').send(sandboxReturnPage(back));
    },
  );
};

export default paymentsRoutes;
