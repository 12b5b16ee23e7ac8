import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  confirmWithPayfast,
  createPaymentGateway,
  type NotificationContext,
  type PayfastSettings,
  type PaymentRequest,
} from './payfast-gateway.ts';
import { payfastSignature, phpUrlencode } from './payfast-signature.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const SANDBOX: PayfastSettings = {
  mode: 'sandbox',
  merchantId: '10000100',
  merchantKey: '46f0cd694581a',
  passphrase: 'jt7NOE43FZPn',
};
const PAYFAST_IP = '144.126.193.139';

const payment: PaymentRequest = {
  reference: 'PF-1',
  amountCents: 191_250,
  itemName: 'Print on Demand services',
  itemDescription: "Cover design for 'Die Kleurvolle Karoo' (2nd ed.)!",
  userId: 42,
  payer: { nameFirst: 'Zoë', nameLast: "O'Neil", email: 'zoe@example.co.za' },
  returnUrl: 'http://localhost:3000/checkout/success?token=t&id=42&tref=PF-1',
  cancelUrl: 'http://localhost:3000/checkout/cancelled?token=t&id=42&tref=PF-1',
  notifyUrl: 'http://localhost:3000/api/payments/payfast/notify',
};

function gateway(settings = SANDBOX, confirmed = true) {
  const confirmations: Array<{ url: string; body: string }> = [];
  const created = createPaymentGateway({
    settings,
    localProcessUrl: 'http://localhost:3000/api/payments/sandbox/process',
    confirm: async (url, body) => {
      confirmations.push({ url, body });
      return confirmed;
    },
    resolveHosts: async () => [PAYFAST_IP, '2a02:c207::1'],
  });
  return { gateway: created, confirmations };
}

/** An ITN as PayFast posts it: its fields in its order, signed with the passphrase. */
function itn(
  overrides: Record<string, string> = {},
  passphrase = SANDBOX.passphrase,
): Array<[string, string]> {
  const fields: Array<[string, string]> = Object.entries({
    m_payment_id: 'PF-1',
    pf_payment_id: '1089250',
    payment_status: 'COMPLETE',
    item_name: 'Print on Demand services',
    item_description: '',
    amount_gross: '1912.50',
    amount_fee: '-43.99',
    amount_net: '1868.51',
    custom_int1: '42',
    name_first: 'Zoë',
    name_last: "O'Neil",
    email_address: 'zoe@example.co.za',
    merchant_id: '10000100',
    ...overrides,
  });
  return [...fields, ['signature', payfastSignature(fields, passphrase)]];
}

const context = (
  pairs: ReadonlyArray<readonly [string, string]>,
  sourceIp = PAYFAST_IP,
): NotificationContext => ({
  pairs,
  sourceIp,
  expectedAmountCents: async (reference) => (reference === 'PF-1' ? 191_250 : undefined),
});

describe("PayFast's encoding and signature", () => {
  it("encodes as PHP's urlencode does, where encodeURIComponent differs", () => {
    expect(phpUrlencode("!'()*~")).toBe('%21%27%28%29%2A%7E');
    expect(phpUrlencode('a b+c/é')).toBe('a+b%2Bc%2F%C3%A9');
    expect(encodeURIComponent("!'()*~")).toBe("!'()*~");
  });

  it('signs the non-empty values, trimmed, in order, with the passphrase last', () => {
    const pairs: Array<[string, string]> = [
      ['merchant_id', '10000100'],
      ['name_first', '  '],
      ['item_name', " Book (2nd ed.)! it's "],
    ];
    expect(payfastSignature(pairs, 'pass phrase')).toBe(
      md5('merchant_id=10000100&item_name=Book+%282nd+ed.%29%21+it%27s&passphrase=pass+phrase'),
    );
    expect(payfastSignature(pairs, undefined)).toBe(
      md5('merchant_id=10000100&item_name=Book+%282nd+ed.%29%21+it%27s'),
    );
  });
});

describe('the checkout form', () => {
  it("posts PayFast's fields in its order, signed, to PayFast's sandbox", () => {
    const form = gateway().gateway.checkoutForm(payment);
    expect(form.action).toBe('https://sandbox.payfast.co.za/eng/process');
    expect(Object.keys(form.fields)).toEqual([
      'merchant_id',
      'merchant_key',
      'return_url',
      'cancel_url',
      'notify_url',
      'name_first',
      'name_last',
      'email_address',
      'm_payment_id',
      'amount',
      'item_name',
      'item_description',
      'custom_int1',
      'signature',
    ]);
    expect(form.fields.amount).toBe('1912.50');
    // Posted in any order (the JSON answer puts required fields first), it still checks.
    const reordered = Object.fromEntries(Object.entries(form.fields).reverse());
    expect(gateway().gateway.formSignatureValid(reordered)).toBe(true);
    expect(gateway().gateway.formSignatureValid({ ...form.fields, amount: '1.00' })).toBe(false);
  });

  it('goes to the local stand-in without a merchant, and to PayFast itself when live', () => {
    expect(gateway({ ...SANDBOX, mode: 'local' }).gateway.checkoutForm(payment).action).toBe(
      'http://localhost:3000/api/payments/sandbox/process',
    );
    expect(gateway({ ...SANDBOX, mode: 'live' }).gateway.checkoutForm(payment).action).toBe(
      'https://www.payfast.co.za/eng/process',
    );
    const card = gateway().gateway.checkoutForm({ ...payment, method: 'eft' });
    expect(card.fields.payment_method).toBe('eft');
  });
});

describe('a payment notification (ITN)', () => {
  it('passes every check, confirmed by PayFast with the posted fields', async () => {
    const { gateway: payfast, confirmations } = gateway();
    expect(await payfast.verifyNotification(context(itn()))).toEqual({
      ok: true,
      notification: {
        reference: 'PF-1',
        pfPaymentId: '1089250',
        status: 'COMPLETE',
        amountCents: 191_250,
        feeCents: -4399,
      },
    });
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.url).toBe('https://sandbox.payfast.co.za/eng/query/validate');
    expect(confirmations[0]?.body).toContain('m_payment_id=PF-1&pf_payment_id=1089250');
    expect(confirmations[0]?.body).toContain('name_first=Zo%C3%AB&name_last=O%27Neil');
    expect(confirmations[0]?.body).not.toContain('signature=');
  });

  it('credits nothing when any check fails, and says which', async () => {
    const refused = async (pairs: Array<[string, string]>, sourceIp?: string, confirmed = true) => {
      const check = await gateway(SANDBOX, confirmed).gateway.verifyNotification(
        context(pairs, sourceIp),
      );
      return check.ok ? 'accepted' : check.reason;
    };
    const forged = itn();
    forged[5] = ['amount_gross', '1.00'];
    expect(await refused(forged)).toBe('the signature does not match');
    expect(await refused(itn({}, 'guessed'))).toBe('the signature does not match');
    expect(await refused(itn().slice(0, -1))).toBe('the signature does not match');
    expect(await refused(itn(), '198.51.100.7')).toBe(
      'it came from 198.51.100.7, not from PayFast',
    );
    expect(await refused(itn({ merchant_id: '10000101' }))).toBe('it names another merchant');
    expect(await refused(itn({ m_payment_id: 'PF-404' }))).toBe('no transaction PF-404');
    expect(await refused(itn({ amount_gross: '1912.52' }))).toBe(
      "the amount 1912.52 is not the transaction's",
    );
    expect(await refused(itn({ amount_gross: 'lots' }))).toBe(
      "the amount lots is not the transaction's",
    );
    expect(await refused(itn(), PAYFAST_IP, false)).toBe('PayFast did not confirm it');
    expect(await refused(itn({ amount_gross: '1912.51' }))).toBe('accepted');
    expect(await refused(itn(), `::ffff:${PAYFAST_IP}`)).toBe('accepted');
  });

  it("takes the local stand-in's notifications from this machine only, with no outside confirmation", async () => {
    const local = { ...SANDBOX, mode: 'local' as const, passphrase: 'only-this-server' };
    const { gateway: standIn, confirmations } = gateway(local);
    const signed = itn({}, local.passphrase);
    expect((await standIn.verifyNotification(context(signed, '127.0.0.1'))).ok).toBe(true);
    expect((await standIn.verifyNotification(context(signed, PAYFAST_IP))).ok).toBe(false);
    expect(confirmations).toEqual([]);
  });
});

describe("PayFast's server confirmation", () => {
  it('posts the parameter string as a form and takes only VALID as yes', async () => {
    const received: string[] = [];
    let answer = 'VALID';
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        received.push(`${request.method} ${request.headers['content-type']} ${body}`);
        response.end(answer);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/eng/query/validate`;
    try {
      expect(await confirmWithPayfast(url, 'm_payment_id=PF-1&amount_gross=10.00')).toBe(true);
      answer = 'INVALID';
      expect(await confirmWithPayfast(url, 'm_payment_id=PF-1')).toBe(false);
      expect(received[0]).toBe(
        'POST application/x-www-form-urlencoded m_payment_id=PF-1&amount_gross=10.00',
      );
    } finally {
      server.close();
    }
  });
});
