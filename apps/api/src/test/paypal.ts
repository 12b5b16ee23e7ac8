import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestServer } from './harness.ts';

/** What `POST /user/createtransaction` answers for a PayPal top-up. */
interface PaypalStarted {
  transaction: { transaction_ref: string };
  paypal: { approve_url: string; usd_amount: number; rate: string };
}

/** The path under /api of a URL the server gave. */
const apiPath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname.replace(/^\/api/, '')}${parsed.search}`;
};

/**
 * Tops an author's balance up by `amountCents` rand through the built-in PayPal stand-in, as
 * the payer does it: the top-up starts, the payer approves the order on the stand-in's page and
 * comes back, and the return captures it (the capture's webhook credits the balance). Answers
 * the top-up's reference and the dollars PayPal was asked for, in cents.
 */
export async function topUpThroughPaypal(
  server: TestServer,
  author: { id: number; accessToken: string },
  amountCents: number,
  couponId: number | null = null,
): Promise<{ reference: string; usdCents: number }> {
  const started = await server.request<PaypalStarted>('POST', '/user/createtransaction', {
    token: author.accessToken,
    body: {
      transaction_ref: `PP-${randomBytes(6).toString('hex')}`,
      amount: amountCents / 100,
      user_id: author.id,
      payment_method: 'paypal',
      coupon_id: couponId,
    },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const { approve_url: approveUrl, usd_amount: usdAmount } = started.body.paypal;
  const token = new URL(approveUrl).searchParams.get('token') ?? '';
  const decided = await server.request<string>('POST', '/payments/paypal-sandbox/decide', {
    rawBody: new URLSearchParams({ token, outcome: 'approve' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const back = /url=([^"]+)"/.exec(decided.body)?.[1]?.replaceAll('&#38;', '&') ?? '';
  const returned = await server.request('GET', apiPath(back));
  expect(returned.status, JSON.stringify(returned.body)).toBe(303);
  expect(new URL(returned.headers.get('location') ?? '').pathname).toBe('/checkout/success');
  return {
    reference: started.body.transaction.transaction_ref,
    usdCents: Math.round(usdAmount * 100),
  };
}
