import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPaymentGateway, type PayfastSettings } from './payfast-gateway.ts';
import type { PayfastApiCall } from './payfast-refund.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const SANDBOX: PayfastSettings = {
  mode: 'sandbox',
  merchantId: '10000100',
  merchantKey: '46f0cd694581a',
  passphrase: 'jt7NOE43FZPn',
};

function gatewayAnswering(status: number, body: unknown) {
  const calls: PayfastApiCall[] = [];
  const gateway = createPaymentGateway({
    settings: SANDBOX,
    localProcessUrl: 'http://localhost:3000/api/payments/sandbox/process',
    api: async (call) => {
      calls.push(call);
      return { status, body };
    },
  });
  return { gateway, calls };
}

describe("PayFast's refund call", () => {
  it('signs the headers, the body and the passphrase sorted by name, on the sandbox', async () => {
    const { gateway, calls } = gatewayAnswering(200, {
      code: 200,
      status: 'success',
      data: { response: { id: 'dc0521d3-55fe-269b-fa00-b647310d760f', status: 'COMPLETE' } },
    });
    const outcome = await gateway.refundToCard({
      pfPaymentId: '1124148',
      amountCents: 5000,
      reason: "Cover design cancelled (author's request)",
    });
    expect(outcome).toEqual({ ok: true, refundId: 'dc0521d3-55fe-269b-fa00-b647310d760f' });
    const [call] = calls;
    expect(call?.path).toBe('/refunds/1124148?testing=true');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      amount: '5000',
      reason: "Cover design cancelled (author's request)",
      notify_buyer: '1',
    });
    const timestamp = call?.headers.timestamp ?? '';
    expect(call?.headers).toMatchObject({ 'merchant-id': '10000100', version: 'v1' });
    expect(call?.headers.signature).toBe(
      md5(
        [
          'amount=5000',
          'merchant-id=10000100',
          'notify_buyer=1',
          'passphrase=jt7NOE43FZPn',
          'reason=Cover+design+cancelled+%28author%27s+request%29',
          `timestamp=${encodeURIComponent(timestamp)}`,
          'version=v1',
        ].join('&'),
      ),
    );
  });

  it("answers PayFast's refusal, or a failed call, as a reason", async () => {
    const refused = gatewayAnswering(400, {
      code: 400,
      status: 'failed',
      data: { response: false, message: 'Amount exceeds the refundable amount' },
    });
    expect(
      await refused.gateway.refundToCard({ pfPaymentId: '1', amountCents: 1, reason: 'x' }),
    ).toEqual({ ok: false, reason: 'Amount exceeds the refundable amount' });
    const broken = createPaymentGateway({
      settings: SANDBOX,
      localProcessUrl: 'http://localhost:3000/api/payments/sandbox/process',
      api: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    });
    expect(await broken.refundToCard({ pfPaymentId: '1', amountCents: 1, reason: 'x' })).toEqual({
      ok: false,
      reason: 'connect ECONNREFUSED',
    });
  });
});
