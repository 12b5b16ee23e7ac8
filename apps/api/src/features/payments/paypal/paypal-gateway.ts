import { type Cents, centsToDecimal, toCents } from '@pod-portal/domain';
import { z } from 'zod';
import type { PaypalSettings } from '../../../config.ts';

/** One call to PayPal's REST API: what goes over the wire, whoever answers it. */
export interface PaypalCall {
  method: 'GET' | 'POST';
  /** From the API's root: `/v2/checkout/orders`. */
  path: string;
  headers: Record<string, string>;
  /** JSON, or a form for the token (a string). */
  body?: unknown;
}

export type PaypalTransport = (call: PaypalCall) => Promise<{ status: number; body: unknown }>;

/** PayPal's REST API at `apiBase`, over the network. */
export function paypalOverHttp(apiBase: string): PaypalTransport {
  return async (call) => {
    const answer = await fetch(`${apiBase}${call.path}`, {
      method: call.method,
      headers: call.headers,
      body:
        call.body === undefined
          ? undefined
          : typeof call.body === 'string'
            ? call.body
            : JSON.stringify(call.body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await answer.text();
    return { status: answer.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
}

/** A top-up PayPal is asked to take: our reference, the dollars asked, where the payer returns. */
interface PaypalOrderRequest {
  reference: string;
  usdCents: Cents;
  description: string;
  returnUrl: string;
  cancelUrl: string;
}

/** What we read of an order: its status, our reference in it and its capture, if any. */
interface PaypalOrder {
  id: string;
  status: string;
  reference: string | undefined;
  /** Where the payer approves it, while it awaits them. */
  approveUrl: string | undefined;
  capture: { id: string; status: string; currency: string; cents: Cents | null } | undefined;
}

/** The headers PayPal signs a webhook with, and the event as it was posted. */
export interface PaypalWebhook {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  event: unknown;
}

const tokenAnswer = z.object({ access_token: z.string(), expires_in: z.number() });
const money = z.object({ currency_code: z.string(), value: z.string() });
const orderAnswer = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(z.object({ rel: z.string(), href: z.string() })).optional(),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        payments: z
          .object({
            captures: z
              .array(z.object({ id: z.string(), status: z.string(), amount: money }))
              .optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});
const verification = z.object({ verification_status: z.string() });
const refundAnswer = z.object({ id: z.string(), status: z.string() });
const refusal = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  details: z
    .array(z.object({ issue: z.string().optional(), description: z.string().optional() }))
    .optional(),
});

/** A refund of a capture to ask PayPal for: the dollars, and what the payer is told. */
interface PaypalRefundRequest {
  captureId: string;
  usdCents: Cents;
  /** Ours for this refund (PayPal's `invoice_id`), and the payer's note. */
  invoiceId: string;
  noteToPayer: string;
  /** The same for a repeated attempt (`PayPal-Request-Id`): PayPal refunds it once. */
  requestId: string;
}

/**
 * PayPal's word on a refund: taken (`COMPLETED`, or `PENDING` while PayPal finishes it), or
 * refused, with PayPal's reason.
 */
export type PaypalRefundOutcome =
  | { ok: true; refundId: string; status: 'COMPLETED' | 'PENDING' }
  | { ok: false; reason: string };

/** Reads PayPal's answer to a refund (201 with its status, or an error naming the issue). */
function paypalRefundOutcome(answer: { status: number; body: unknown }): PaypalRefundOutcome {
  const refund = refundAnswer.safeParse(answer.body);
  if ((answer.status === 200 || answer.status === 201) && refund.success) {
    const { id, status } = refund.data;
    if (status === 'COMPLETED' || status === 'PENDING') return { ok: true, refundId: id, status };
    const reason =
      status === 'FAILED'
        ? 'the refund failed'
        : status === 'CANCELLED'
          ? 'the refund was cancelled'
          : `its status is ${status}`;
    return { ok: false, reason };
  }
  const error = refusal.safeParse(answer.body);
  const detail = error.data?.details?.[0];
  const reason = detail?.description ?? detail?.issue ?? error.data?.message ?? error.data?.name;
  return { ok: false, reason: reason ?? `PayPal answered ${answer.status}` };
}

/** Renews the token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

class PaypalError extends Error {}

function readOrder(body: unknown): PaypalOrder {
  const order = orderAnswer.parse(body);
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  return {
    id: order.id,
    status: order.status,
    reference: unit?.reference_id,
    approveUrl: order.links?.find((link) => link.rel === 'payer-action')?.href,
    capture: capture && {
      id: capture.id,
      status: capture.status,
      currency: capture.amount.currency_code,
      cents: toCents(capture.amount.value),
    },
  };
}

function header(headers: PaypalWebhook['headers'], name: string): string {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
}

export interface PaypalGateway {
  mode: PaypalSettings['mode'];
  /** Creates an order to capture `usdCents` dollars; answers its id and the payer's approval page. */
  createOrder(order: PaypalOrderRequest): Promise<{ orderId: string; approveUrl: string }>;
  /** Captures an approved order; an order PayPal already captured is no error. */
  captureOrder(orderId: string): Promise<void>;
  /** The order as PayPal has it now. */
  readOrder(orderId: string): Promise<PaypalOrder>;
  /** PayPal's word on a webhook's signature (`verify-webhook-signature` with our webhook id). */
  verifyWebhook(webhook: PaypalWebhook): Promise<boolean>;
  /**
   * Refunds dollars of a capture (Payments API v2); throws only when PayPal could not be asked
   * or did not answer, when the request may be repeated with the same `requestId`.
   */
  refundCapture(refund: PaypalRefundRequest): Promise<PaypalRefundOutcome>;
  /** Another call to the REST API with our token (the Payouts API's: paypal-payouts-api.ts). */
  request(method: PaypalCall['method'], path: string, body?: unknown): ReturnType<PaypalTransport>;
}

/**
 * PayPal's Orders API v2 for one REST app: the OAuth2 client-credentials token (kept until
 * shortly before it expires), orders, captures and webhook checks. The same code talks to
 * PayPal and to the built-in stand-in: only the transport differs.
 */
export function createPaypalGateway(
  settings: PaypalSettings,
  transport: PaypalTransport,
  now: () => number = Date.now,
): PaypalGateway {
  let token: { value: string; until: number } | undefined;

  const accessToken = async () => {
    if (token && token.until > now()) return token.value;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const answer = await transport({
      method: 'POST',
      path: '/v1/oauth2/token',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (answer.status !== 200) throw new PaypalError(`PayPal refused our token (${answer.status})`);
    const granted = tokenAnswer.parse(answer.body);
    token = {
      value: granted.access_token,
      until: now() + granted.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    return token.value;
  };

  const call = async (
    method: PaypalCall['method'],
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    transport({
      method,
      path,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...headers,
      },
      body,
    });

  return {
    mode: settings.mode,
    request: call,
    async createOrder(order) {
      const answer = await call('POST', '/v2/checkout/orders', {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: order.reference,
            custom_id: order.reference,
            description: order.description,
            amount: { currency_code: 'USD', value: centsToDecimal(order.usdCents) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
              return_url: order.returnUrl,
              cancel_url: order.cancelUrl,
            },
          },
        },
      });
      if (answer.status !== 200 && answer.status !== 201) {
        throw new PaypalError(`PayPal refused the order (${answer.status})`);
      }
      const created = readOrder(answer.body);
      if (!created.approveUrl) throw new PaypalError('PayPal gave no approval page');
      return { orderId: created.id, approveUrl: created.approveUrl };
    },
    async captureOrder(orderId) {
      const answer = await call(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
      );
      const already =
        answer.status === 422 && JSON.stringify(answer.body).includes('ORDER_ALREADY_CAPTURED');
      if (answer.status !== 200 && answer.status !== 201 && !already) {
        throw new PaypalError(`PayPal did not capture order ${orderId} (${answer.status})`);
      }
    },
    async readOrder(orderId) {
      const answer = await call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
      if (answer.status !== 200) {
        throw new PaypalError(`PayPal did not give order ${orderId} (${answer.status})`);
      }
      return readOrder(answer.body);
    },
    async verifyWebhook({ headers, event }) {
      const answer = await call('POST', '/v1/notifications/verify-webhook-signature', {
        auth_algo: header(headers, 'paypal-auth-algo'),
        cert_url: header(headers, 'paypal-cert-url'),
        transmission_id: header(headers, 'paypal-transmission-id'),
        transmission_sig: header(headers, 'paypal-transmission-sig'),
        transmission_time: header(headers, 'paypal-transmission-time'),
        webhook_id: settings.webhookId,
        webhook_event: event,
      });
      return (
        answer.status === 200 && verification.parse(answer.body).verification_status === 'SUCCESS'
      );
    },
    async refundCapture(refund) {
      const answer = await call(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(refund.captureId)}/refund`,
        {
          amount: { currency_code: 'USD', value: centsToDecimal(refund.usdCents) },
          invoice_id: refund.invoiceId,
          note_to_payer: refund.noteToPayer,
        },
        { 'paypal-request-id': refund.requestId },
      );
      return paypalRefundOutcome(answer);
    },
  };
}
