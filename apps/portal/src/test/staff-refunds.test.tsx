import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { api, server } from './server.ts';

const STAFF = aUser({ id: 1, role: 'staff', name_first: 'Lerato' });

const ok = (body: object, status = 200) =>
  HttpResponse.json({ statusCode: 0, description: 'Successful', ...body }, { status });

const aRefund = (overrides: Record<string, unknown>) => ({
  id: 4,
  credit_note_number: 'CN-000004',
  created_at: '2026-11-28T09:00:00Z',
  destination: 'paypal',
  reason: 'Cover cancelled',
  amount: 100,
  vat: 13.04,
  usd_amount: 5.5,
  paypal_status: 'COMPLETED',
  lines: [{ line: 1, name: 'ISBN creation', amount: 100, vat: 13.04 }],
  ...overrides,
});

/** One cart payment of R 287.50 that PayPal (or a card) took, with its refunds so far. */
function servePayment(taken: { card: number | null; paypal: number | null }, refunds: object[]) {
  const sent: unknown[] = [];
  server.use(
    http.get(api('/user/viewuserinfo'), () => HttpResponse.json(STAFF)),
    http.get(api('/staff/chats'), () => ok({ chats: [] })),
    http.get(api('/staff/payments'), () =>
      ok({ payments: [], counts: { pending: 0, complete: 0, cancelled: 0, failed: 0 } }),
    ),
    http.get(api('/staff/ledger'), () => ok({ entries: [], balance: 0 })),
    http.get(api('/staff/cart-payments'), () =>
      ok({
        balance: 0,
        payments: [
          {
            id: 12,
            reference: 'PP-1',
            created_at: '2026-11-27T09:00:00Z',
            invoice_number: 'INV-000012',
            total: 287.5,
            coupon_deduction: 0,
            card_refundable: taken.card,
            paypal_refundable: taken.paypal,
            lines: [
              {
                line: 1,
                service: 'isbnCreation',
                name: 'ISBN creation',
                book_title: 'The Dollar Road',
                paid: 287.5,
                vat: 37.5,
                refunded: 100,
                refundable: 187.5,
              },
            ],
            refunds,
          },
        ],
      }),
    ),
    http.post(api('/staff/cart-payments/12/refunds'), async ({ request }) => {
      sent.push(await request.json());
      return ok(
        { refund: aRefund({ id: 5, credit_note_number: 'CN-000005', amount: 187.5 }), balance: 0 },
        201,
      );
    }),
  );
  return sent;
}

describe('/staff/payments: refunding a cart payment', () => {
  it('offers PayPal, not the card, for a payment PayPal took, and names it in the confirmation', async () => {
    const sent = servePayment({ card: null, paypal: 187.5 }, [
      aRefund({}),
      aRefund({ id: 3, credit_note_number: 'CN-000003', paypal_status: 'PENDING' }),
      aRefund({ id: 2, credit_note_number: 'CN-000002', paypal_status: 'FAILED' }),
    ]);
    const { user } = renderApp('/staff/payments?author=40', { user: STAFF });
    const refunds = await screen.findByRole('list', { name: 'Refunds of INV-000012' });
    expect(
      within(refunds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'CN-000004: R 100.00 to PayPal (USD 5.50) (Cover cancelled)',
      'CN-000003: R 100.00 to PayPal (USD 5.50, pending at PayPal) (Cover cancelled)',
      'CN-000002: R 100.00 to PayPal (USD 5.50, failed at PayPal: back in the balance) (Cover cancelled)',
    ]);
    expect(screen.queryByRole('radio', { name: /The card/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'PayPal (up to R 187.50)' }));
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Cover cancelled');
    await user.click(screen.getByRole('button', { name: 'Refund whole payment' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Refund this payment?' });
    expect(confirm).toHaveTextContent(
      'R 187.50 of INV-000012 goes back to the PayPal account the payment was made with.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Refund R 187.50' }));
    expect(
      await screen.findByText(
        'R 187.50 refunded to the PayPal account the payment was made with (credit note CN-000005).',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ destination: 'paypal', reason: 'Cover cancelled' }]);
  });

  it('offers the card for a payment PayFast took', async () => {
    servePayment({ card: 187.5, paypal: null }, []);
    renderApp('/staff/payments?author=40', { user: STAFF });
    expect(await screen.findByRole('radio', { name: 'The card (up to R 187.50)' })).toBeEnabled();
    expect(screen.queryByRole('radio', { name: /PayPal/ })).not.toBeInTheDocument();
  });
});
