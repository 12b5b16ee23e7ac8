import { randomBytes } from 'node:crypto';
import { beforeAll, expect, vi } from 'vitest';
import type { TestServer } from './harness.ts';
import { balanceOf, QUOTING_ROUTES } from './reads-fixture.ts';
import { signInStaff } from './staff.ts';

/** The routes a refund needs: quoting and the cart, payments, documents and the staff console. */
export const REFUND_ROUTES = [
  ...QUOTING_ROUTES,
  'cart',
  'transactions',
  'payments',
  'files',
  'documents',
  'staff',
];

/** A cart payment as `GET /staff/cart-payments` lists it. */
export interface ListedPayment {
  id: number;
  reference: string;
  invoice_number: string;
  total: number;
  card_refundable: number | null;
  paypal_refundable: number | null;
  lines: Array<{
    line: number;
    name: string;
    paid: number;
    vat: number;
    refunded: number;
    refundable: number;
  }>;
  refunds: Array<{ credit_note_number: string; amount: number }>;
}

/** What `POST /staff/cart-payments/{id}/refunds` answers. */
export interface Refunded {
  refund: {
    id: number;
    credit_note_number: string;
    destination: string;
    amount: number;
    vat: number;
    usd_amount: number | null;
    paypal_status: string | null;
    lines: Array<{ line: number; amount: number; vat: number }>;
  };
  balance: number;
}

interface Author {
  id: number;
  accessToken: string;
}

/**
 * A staff member signed in before the file's tests, and the console's calls on cart payments:
 * an author's payments listed, one refunded (as staff, or with another `token`).
 */
export function staffRefunds(server: TestServer) {
  let staff: { id: number; token: string } | undefined;
  beforeAll(async () => {
    staff = await signInStaff(server);
  });
  const signedIn = () => {
    if (!staff) throw new Error('staff are used before beforeAll signed them in');
    return staff;
  };
  const payments = (author: Author, token = signedIn().token) =>
    server.request<{ payments: ListedPayment[]; balance: number }>(
      'GET',
      `/staff/cart-payments?user_id=${author.id}`,
      { token },
    );
  return {
    member: signedIn,
    payments,
    refund: (cartPaymentId: number, body: Record<string, unknown>, token = signedIn().token) =>
      server.request<Refunded>('POST', `/staff/cart-payments/${cartPaymentId}/refunds`, {
        token,
        body,
      }),
    /** The author's cart settled by the finished top-up `reference`: the payment staff see. */
    async payCartWith(author: Author, reference: string): Promise<ListedPayment> {
      const settled = await server.request<{ statusCode: number }>(
        'POST',
        '/user/posttransaction',
        { token: author.accessToken, body: { transaction_ref: reference } },
      );
      expect(settled.body.statusCode).toBe(0);
      const [payment] = (await payments(author)).body.payments;
      if (!payment) throw new Error('no payment listed');
      expect(payment.reference).toBe(reference);
      return payment;
    },
  };
}

/**
 * Tops an author's balance up by `amountCents` through PayFast's built-in stand-in, as the payer
 * does it (EFT, which PayFast refunds like a card): answers the top-up's reference once the
 * notification credited it.
 */
export async function topUpThroughPayfast(
  server: TestServer,
  author: Author,
  amountCents: number,
): Promise<string> {
  const before = await balanceOf(server, author);
  const reference = `PF-${Date.now()}-${randomBytes(3).toString('hex')}`;
  const started = await server.request('POST', '/user/createtransaction', {
    token: author.accessToken,
    body: {
      transaction_ref: reference,
      amount: amountCents / 100,
      user_id: author.id,
      payment_method: 'eft',
    },
  });
  expect(started.status).toBe(201);
  await server.request('POST', '/payments/sandbox/complete', {
    rawBody: new URLSearchParams([
      ['m_payment_id', reference],
      ['outcome', 'pay'],
    ]).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  await vi.waitFor(async () => expect(await balanceOf(server, author)).toBe(before + amountCents), {
    timeout: 15_000,
    interval: 50,
  });
  return reference;
}
