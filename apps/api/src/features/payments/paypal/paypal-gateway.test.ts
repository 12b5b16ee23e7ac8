import { describe, expect, it } from 'vitest';
import type { PaypalSettings } from '../../../config.ts';
import { createPaypalGateway, type PaypalCall } from './paypal-gateway.ts';

const SETTINGS: PaypalSettings = {
  mode: 'remote',
  clientId: 'client',
  clientSecret: 'secret',
  webhookId: 'WH-OURS',
  apiBase: 'https://api-m.sandbox.paypal.com',
  rate: 55_000,
};

/** PayPal's answers by path, and every call the gateway made. */
function paypal(answers: Record<string, { status: number; body: unknown }>) {
  const calls: PaypalCall[] = [];
  const transport = async (call: PaypalCall) => {
    calls.push(call);
    if (call.path === '/v1/oauth2/token') {
      return { status: 200, body: { access_token: `token-${calls.length}`, expires_in: 3600 } };
    }
    const answer = answers[call.path];
    if (!answer) throw new Error(`unexpected call ${call.path}`);
    return answer;
  };
  return { calls, transport };
}

const ORDER = {
  id: 'ORDER1',
  status: 'CREATED',
  links: [{ rel: 'payer-action', href: 'https://www.sandbox.paypal.com/checkoutnow?token=ORDER1' }],
  purchase_units: [{ reference_id: 'PP-1' }],
};

describe('the PayPal gateway', () => {
  it('asks for a CAPTURE order of the dollars for our reference, with client credentials', async () => {
    const { calls, transport } = paypal({ '/v2/checkout/orders': { status: 201, body: ORDER } });
    const gateway = createPaypalGateway(SETTINGS, transport, () => 0);
    const order = await gateway.createOrder({
      reference: 'PP-1',
      usdCents: 1031,
      description: 'ISBN creation',
      returnUrl: 'https://portal.test/back',
      cancelUrl: 'https://portal.test/cancel',
    });
    expect(order).toEqual({ orderId: 'ORDER1', approveUrl: ORDER.links[0]?.href });
    expect(calls[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('client:secret').toString('base64')}`,
    );
    expect(calls[1]?.headers.authorization).toBe('Bearer token-1');
    expect(calls[1]?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'PP-1',
          custom_id: 'PP-1',
          amount: { currency_code: 'USD', value: '10.31' },
        },
      ],
    });
  });

  it('keeps its token until a minute before it expires, then asks for a new one', async () => {
    let now = 0;
    const { calls, transport } = paypal({
      '/v2/checkout/orders/ORDER1': { status: 200, body: ORDER },
    });
    const gateway = createPaypalGateway(SETTINGS, transport, () => now);
    await gateway.readOrder('ORDER1');
    now = 3_540_000 - 1;
    await gateway.readOrder('ORDER1');
    expect(calls.filter((call) => call.path === '/v1/oauth2/token')).toHaveLength(1);
    now = 3_540_000 + 1;
    await gateway.readOrder('ORDER1');
    expect(calls.filter((call) => call.path === '/v1/oauth2/token')).toHaveLength(2);
  });

  it('takes an order PayPal already captured, and refuses any other refusal', async () => {
    const already = paypal({
      '/v2/checkout/orders/ORDER1/capture': {
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] },
      },
    });
    await expect(
      createPaypalGateway(SETTINGS, already.transport).captureOrder('ORDER1'),
    ).resolves.toBeUndefined();
    const declined = paypal({
      '/v2/checkout/orders/ORDER1/capture': {
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] },
      },
    });
    await expect(
      createPaypalGateway(SETTINGS, declined.transport).captureOrder('ORDER1'),
    ).rejects.toThrow('PayPal did not capture order ORDER1 (422)');
  });

  it('has PayPal verify a webhook with our webhook id and the headers it came with', async () => {
    const headers = {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.paypal.com/cert.pem',
      'paypal-transmission-id': 'T1',
      'paypal-transmission-sig': 'SIG',
      'paypal-transmission-time': '2026-11-29T10:00:00Z',
    };
    const event = { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} };
    const path = '/v1/notifications/verify-webhook-signature';
    const valid = paypal({ [path]: { status: 200, body: { verification_status: 'SUCCESS' } } });
    expect(
      await createPaypalGateway(SETTINGS, valid.transport).verifyWebhook({ headers, event }),
    ).toBe(true);
    expect(valid.calls[1]?.body).toEqual({
      auth_algo: 'SHA256withRSA',
      cert_url: 'https://api.paypal.com/cert.pem',
      transmission_id: 'T1',
      transmission_sig: 'SIG',
      transmission_time: '2026-11-29T10:00:00Z',
      webhook_id: 'WH-OURS',
      webhook_event: event,
    });
    const forged = paypal({ [path]: { status: 200, body: { verification_status: 'FAILURE' } } });
    expect(
      await createPaypalGateway(SETTINGS, forged.transport).verifyWebhook({ headers, event }),
    ).toBe(false);
  });

  it('refunds dollars of a capture once per request id, and reads what PayPal says of it', async () => {
    const path = '/v2/payments/captures/CAP1/refund';
    const refund = {
      captureId: 'CAP1',
      usdCents: 550,
      invoiceId: 'INV-000012-1',
      noteToPayer: 'Refund of INV-000012',
      requestId: 'PP-1-refund-0-10000',
    };
    const answered = async (status: number, body: unknown) => {
      const { calls, transport } = paypal({ [path]: { status, body } });
      const outcome = await createPaypalGateway(SETTINGS, transport).refundCapture(refund);
      return { outcome, call: calls[1] };
    };

    const done = await answered(201, { id: 'R1', status: 'COMPLETED' });
    expect(done.outcome).toEqual({ ok: true, refundId: 'R1', status: 'COMPLETED' });
    expect(done.call?.headers['paypal-request-id']).toBe('PP-1-refund-0-10000');
    expect(done.call?.body).toEqual({
      amount: { currency_code: 'USD', value: '5.50' },
      invoice_id: 'INV-000012-1',
      note_to_payer: 'Refund of INV-000012',
    });
    expect((await answered(201, { id: 'R2', status: 'PENDING' })).outcome).toEqual({
      ok: true,
      refundId: 'R2',
      status: 'PENDING',
    });
    expect((await answered(201, { id: 'R3', status: 'FAILED' })).outcome).toEqual({
      ok: false,
      reason: 'the refund failed',
    });
    const exceeded = {
      name: 'UNPROCESSABLE_ENTITY',
      details: [
        { issue: 'REFUND_AMOUNT_EXCEEDED', description: 'The refund amount is too large.' },
      ],
    };
    expect((await answered(422, exceeded)).outcome).toEqual({
      ok: false,
      reason: 'The refund amount is too large.',
    });
    expect((await answered(500, null)).outcome).toEqual({
      ok: false,
      reason: 'PayPal answered 500',
    });
  });
});
