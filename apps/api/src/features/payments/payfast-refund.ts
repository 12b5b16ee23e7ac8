import { createHash } from 'node:crypto';
import { phpUrlencode } from './payfast-signature.ts';

/** PayFast's API (refunds): live, and its sandbox (the same host with `?testing=true`). */
const API_URL = 'https://api.payfast.co.za';

/** A refund to ask PayFast for: of its payment `pfPaymentId`, in cents. */
export interface CardRefundRequest {
  pfPaymentId: string;
  amountCents: number;
  reason: string;
}

export type CardRefundOutcome = { ok: true; refundId: string } | { ok: false; reason: string };

/** An HTTP call to PayFast's API: the path and query, the signed headers and the JSON body. */
export interface PayfastApiCall {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** Sends a call and answers the status and the parsed JSON body (PayFast, or the stand-in). */
export type PayfastApiTransport = (
  call: PayfastApiCall,
) => Promise<{ status: number; body: unknown }>;

/**
 * The signature of a PayFast API call: the `merchant-id`, `version` and `timestamp` headers, the
 * body's fields and the passphrase, sorted by name, as `name=urlencode(value)` joined by `&`;
 * MD5, lower-case hex.
 */
export function payfastApiSignature(
  fields: Readonly<Record<string, string>>,
  passphrase: string | undefined,
): string {
  const all: Record<string, string> = { ...fields };
  if (passphrase) all.passphrase = passphrase;
  const text = Object.keys(all)
    .sort()
    .map((key) => `${key}=${phpUrlencode((all[key] ?? '').trim())}`)
    .join('&');
  return createHash('md5').update(text).digest('hex');
}

/** The signed call of a refund (PayFast's `POST /refunds/{id}`, amount in cents). */
export function cardRefundCall(
  settings: { merchantId: string; passphrase: string | undefined; testing: boolean },
  refund: CardRefundRequest,
  timestamp: string,
): PayfastApiCall {
  const body = { amount: String(refund.amountCents), reason: refund.reason, notify_buyer: '1' };
  const headers = { 'merchant-id': settings.merchantId, version: 'v1', timestamp };
  return {
    path: `/refunds/${encodeURIComponent(refund.pfPaymentId)}${settings.testing ? '?testing=true' : ''}`,
    headers: {
      ...headers,
      signature: payfastApiSignature({ ...headers, ...body }, settings.passphrase),
    },
    body: JSON.stringify(body),
  };
}

/** Reads PayFast's answer to a refund: its refund's id, or why it was refused. */
export function cardRefundOutcome(answer: { status: number; body: unknown }): CardRefundOutcome {
  const body = (answer.body ?? {}) as {
    status?: unknown;
    data?: { response?: { id?: unknown } | unknown; message?: unknown };
  };
  const response = body.data?.response as { id?: unknown } | undefined;
  if (answer.status === 200 && body.status === 'success' && typeof response?.id === 'string') {
    return { ok: true, refundId: response.id };
  }
  const message = typeof body.data?.message === 'string' ? body.data.message : undefined;
  return { ok: false, reason: message ?? `PayFast answered ${answer.status}` };
}

/** Calls PayFast's API over HTTPS. */
export const payfastApi: PayfastApiTransport = async (call) => {
  const answer = await fetch(`${API_URL}${call.path}`, {
    method: 'POST',
    headers: { ...call.headers, 'content-type': 'application/json' },
    body: call.body,
    signal: AbortSignal.timeout(20_000),
  });
  const text = await answer.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = { data: { message: text.slice(0, 200) } };
  }
  return { status: answer.status, body };
};
