import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaypalSettings } from '../../../config.ts';
import type { PaypalCall, PaypalTransport } from './paypal-gateway.ts';
import { createStandInRefunds, type FinishedRefundStatus } from './paypal-stand-in-refunds.ts';

/** The webhook event PayPal posts when a refund is finished: completed, failed or cancelled. */
const REFUND_EVENTS: Record<FinishedRefundStatus, string> = {
  COMPLETED: 'PAYMENT.CAPTURE.REFUNDED',
  FAILED: 'PAYMENT.REFUND.FAILED',
  CANCELLED: 'PAYMENT.REFUND.CANCELLED',
};

/** An order as the stand-in keeps it (for this process's life, as PayFast's stand-in does). */
export interface StandInOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  reference: string;
  amount: { currency_code: string; value: string };
  returnUrl: string;
  cancelUrl: string;
  captureId: string | undefined;
}

/** A webhook as PayPal posts it: its signed headers and the event. */
export interface StandInWebhook {
  headers: Record<string, string>;
  event: Record<string, unknown>;
}

const orderRequest = z.object({
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string(),
        amount: z.object({ currency_code: z.string(), value: z.string() }),
      }),
    )
    .length(1),
  payment_source: z.object({
    paypal: z.object({
      experience_context: z.object({ return_url: z.string(), cancel_url: z.string() }),
    }),
  }),
});
const verifyRequest = z.object({
  transmission_id: z.string(),
  transmission_time: z.string(),
  transmission_sig: z.string(),
  webhook_id: z.string(),
  webhook_event: z.unknown(),
});

const newId = () => randomBytes(9).toString('hex').toUpperCase();

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * PayPal's part, played on this server when no PayPal app is configured: the REST endpoints our
 * gateway calls (token, orders, capture, webhook verification, and refunds of captures with
 * `createStandInRefunds`), answered in-process, the order's approval (`decide`, behind the
 * stand-in's page) and the webhook PayPal would send on a capture, signed with the local client
 * secret that only this server knows.
 */
export function createPaypalStandIn(
  settings: PaypalSettings,
  approvePageUrl: (orderId: string) => string,
  deliver: (webhook: StandInWebhook) => Promise<void>,
) {
  const orders = new Map<string, StandInOrder>();
  const tokens = new Set<string>();
  const refunds = createStandInRefunds(
    (captureId) => [...orders.values()].find((order) => order.captureId === captureId)?.amount,
  );

  const signature = (id: string, time: string, event: unknown) =>
    createHmac('sha256', settings.clientSecret)
      .update(
        `${id}|${time}|${settings.webhookId}|${createHash('sha256').update(JSON.stringify(event)).digest('hex')}`,
      )
      .digest('base64');

  const asOrder = (order: StandInOrder) => ({
    id: order.id,
    status: order.status,
    links: [{ rel: 'payer-action', href: approvePageUrl(order.id), method: 'GET' }],
    purchase_units: [
      {
        reference_id: order.reference,
        custom_id: order.reference,
        amount: order.amount,
        ...(order.captureId && {
          payments: {
            captures: [{ id: order.captureId, status: 'COMPLETED', amount: order.amount }],
          },
        }),
      },
    ],
  });

  /** An event with the headers PayPal would sign it with. */
  const signedWebhook = (event: Record<string, unknown>): StandInWebhook => {
    const id = randomBytes(16).toString('hex');
    const time = new Date().toISOString();
    return {
      headers: {
        'paypal-transmission-id': id,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': signature(id, time, event),
        'paypal-auth-algo': 'SHA256withHMAC',
        'paypal-cert-url': 'local-stand-in',
      },
      event,
    };
  };

  const captureEvent = (order: StandInOrder) => ({
    id: `WH-${newId()}`,
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource_type: 'capture',
    create_time: new Date().toISOString(),
    resource: {
      id: order.captureId,
      status: 'COMPLETED',
      amount: order.amount,
      supplementary_data: { related_ids: { order_id: order.id } },
    },
  });

  const answer = (status: number, body: unknown) => ({ status, body });
  const notFound = answer(404, { name: 'RESOURCE_NOT_FOUND' });

  const capture = async (order: StandInOrder) => {
    if (order.status === 'COMPLETED') {
      return answer(422, {
        name: 'UNPROCESSABLE_ENTITY',
        details: [{ issue: 'ORDER_ALREADY_CAPTURED' }],
      });
    }
    if (order.status !== 'APPROVED') {
      return answer(422, {
        name: 'UNPROCESSABLE_ENTITY',
        details: [{ issue: 'ORDER_NOT_APPROVED' }],
      });
    }
    order.status = 'COMPLETED';
    order.captureId = newId();
    // Sent before answering, as a quick PayPal would: the capture's webhook settles it once.
    await deliver(signedWebhook(captureEvent(order)));
    return answer(201, asOrder(order));
  };

  const authorized = (call: PaypalCall) =>
    tokens.has((call.headers.authorization ?? '').replace(/^Bearer /, ''));

  const transport: PaypalTransport = async (call) => {
    if (call.method === 'POST' && call.path === '/v1/oauth2/token') {
      const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
      if (!same(call.headers.authorization ?? '', `Basic ${basic}`)) {
        return answer(401, { error: 'invalid_client' });
      }
      const token = randomBytes(24).toString('base64url');
      tokens.add(token);
      return answer(200, { access_token: token, token_type: 'Bearer', expires_in: 32_400 });
    }
    if (!authorized(call)) return answer(401, { name: 'AUTHENTICATION_FAILURE' });
    const refunded = refunds.answer(call);
    if (refunded) return refunded;
    if (call.method === 'POST' && call.path === '/v2/checkout/orders') {
      const parsed = orderRequest.safeParse(call.body);
      const unit = parsed.data?.purchase_units[0];
      if (!parsed.success || !unit) return answer(400, { name: 'INVALID_REQUEST' });
      const context = parsed.data.payment_source.paypal.experience_context;
      const order: StandInOrder = {
        id: newId(),
        status: 'CREATED',
        reference: unit.reference_id,
        amount: unit.amount,
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url,
        captureId: undefined,
      };
      orders.set(order.id, order);
      return answer(201, asOrder(order));
    }
    if (call.method === 'POST' && call.path === '/v1/notifications/verify-webhook-signature') {
      const parsed = verifyRequest.safeParse(call.body);
      if (!parsed.success) return answer(400, { name: 'INVALID_REQUEST' });
      const sent = parsed.data;
      const valid =
        sent.webhook_id === settings.webhookId &&
        same(
          sent.transmission_sig,
          signature(sent.transmission_id, sent.transmission_time, sent.webhook_event),
        );
      return answer(200, { verification_status: valid ? 'SUCCESS' : 'FAILURE' });
    }
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(call.path);
    const order = match ? orders.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!order) return notFound;
    if (call.method === 'GET' && !match?.[2]) return answer(200, asOrder(order));
    if (call.method === 'POST' && match?.[2]) return capture(order);
    return notFound;
  };

  return {
    transport,
    signedWebhook,
    answerRefundsWith: refunds.answerRefundsWith,
    /**
     * PayPal finishes a pending refund later and posts its signed webhook, unless `lost` (a
     * webhook that never arrives); answers the webhook either way.
     */
    async finishRefund(
      refundId: string,
      status: FinishedRefundStatus,
      options: { lost?: boolean } = {},
    ): Promise<StandInWebhook> {
      const webhook = signedWebhook({
        id: `WH-${newId()}`,
        event_type: REFUND_EVENTS[status],
        resource_type: 'refund',
        create_time: new Date().toISOString(),
        resource: refunds.finish(refundId, status),
      });
      if (!options.lost) await deliver(webhook);
      return webhook;
    },
    /** Whether a call carries a token this stand-in granted (for its other endpoints). */
    authorized,
    /** An order still awaiting the payer, for the stand-in's approval page. */
    awaiting: (orderId: string) => {
      const order = orders.get(orderId);
      return order?.status === 'CREATED' ? order : undefined;
    },
    /** The payer's choice on the approval page: where PayPal sends the browser next. */
    decide(order: StandInOrder, outcome: 'approve' | 'cancel'): string {
      const back = new URL(outcome === 'approve' ? order.returnUrl : order.cancelUrl);
      back.searchParams.set('token', order.id);
      if (outcome === 'approve') {
        order.status = 'APPROVED';
        back.searchParams.set('PayerID', 'STANDINPAYER');
      }
      return back.toString();
    },
  };
}

export type PaypalStandIn = ReturnType<typeof createPaypalStandIn>;
