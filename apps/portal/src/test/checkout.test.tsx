import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { api, server } from './server.ts';

const ISBN_ITEM = {
  id: 31,
  book_id: 101,
  international_book_id: 102,
  local_book_name: 'The Karoo Road',
  international_book_name: 'The Karoo Road',
  service: 'isbnCreation' as const,
  misc: '[{"name":"ISBN creation","description":"An ISBN is registered for your book","cost":250,"discount":0,"discount_type":0}]',
  created_at: '2026-11-21T08:40:00Z',
};

function serveCart(payments: unknown[] = []) {
  const user = aUser({ cart: [ISBN_ITEM] });
  server.use(
    http.get(api('/user/viewuserinfo'), () => HttpResponse.json(user)),
    http.get(api('/user/getcart'), () =>
      HttpResponse.json({
        statusCode: 0,
        description: 'Successful',
        cart: [ISBN_ITEM],
        totalExcludingVat: 250,
        vat: 37.5,
        totalIncludingVat: 287.5,
      }),
    ),
    http.post(api('/user/paycart'), async ({ request }) => {
      payments.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      return HttpResponse.json(
        { statusCode: 'C16', description: 'Your cart has changed', cartTotal: 300 },
        { status: 409 },
      );
    }),
  );
  return user;
}

describe('/checkout', () => {
  it('shows each price with its VAT and the totals, and what the balance leaves to pay', async () => {
    const user = serveCart();
    renderApp('/checkout', { user });
    const table = await screen.findByRole('grid', { name: 'Cart items' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('ISBN creation');
    expect(row).toHaveTextContent('The Karoo Road');
    expect(row).toHaveTextContent('R 37.50');
    expect(row).toHaveTextContent('R 287.50');
    const totals = screen.getByLabelText('Totals');
    expect(totals).toHaveTextContent('Total excluding VATR 250.00');
    expect(totals).toHaveTextContent('BalanceR 100.00');
    expect(totals).toHaveTextContent('PayableR 187.50');
  });

  it("gives the coupon's refusal in the product's words, and applies a good one", async () => {
    const user = serveCart();
    server.use(
      http.post(api('/user/verifycartcoupon'), async ({ request }) => {
        const { coupon_code } = (await request.json()) as { coupon_code: string };
        return coupon_code === 'USED'
          ? HttpResponse.json(
              { statusCode: 'C15', description: 'You have already used this coupon code' },
              { status: 422 },
            )
          : HttpResponse.json({
              statusCode: 0,
              description: 'Successful',
              coupon: { couponId: 9, coupon_code: 'LAUNCH10', type: 'percentage', amount: 10 },
            });
      }),
    );
    const { user: person } = renderApp('/checkout/cart', { user });
    await person.click(await screen.findByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('Coupon code can not be blank')).toBeInTheDocument();
    await person.type(screen.getByLabelText('Coupon code'), 'USED');
    await person.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('You have already used this coupon code')).toBeInTheDocument();
    await person.clear(screen.getByLabelText('Coupon code'));
    await person.type(screen.getByLabelText('Coupon code'), 'launch10');
    await person.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('LAUNCH10: 10% off')).toBeInTheDocument();
    // 10% of R 287.50 comes off: R 258.75 to pay, R 100 of it from the balance.
    expect(screen.getByLabelText('Totals')).toHaveTextContent('Coupon- R 28.75');
    expect(screen.getByLabelText('Totals')).toHaveTextContent('PayableR 158.75');
  });

  it('sends the total it shows with an idempotency key, and says when the cart changed', async () => {
    const payments: Array<{ body: { total: number; reference: string }; key: string }> = [];
    const user = serveCart(payments);
    const { user: person } = renderApp('/checkout/cart', { user });
    await person.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(
      await screen.findByText('Your cart has changed. Please check the new total and pay again.'),
    ).toBeInTheDocument();
    expect(payments[0]?.body).toMatchObject({ total: 287.5, user_id: 42, coupon_id: null });
    expect(payments[0]?.key).toBe(payments[0]?.body.reference);
    expect(payments[0]?.key).toMatch(/^BAL-\d+$/);
  });

  it('says the cart changed when the server no longer finds one of its books', async () => {
    const user = serveCart();
    server.use(
      http.post(api('/user/paycart'), () =>
        HttpResponse.json({ statusCode: 404, description: 'Not found' }, { status: 404 }),
      ),
    );
    const { user: person } = renderApp('/checkout/cart', { user });
    await person.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(
      await screen.findByText('Your cart has changed. Please check the new total and pay again.'),
    ).toBeInTheDocument();
  });

  it("gives the server's reason when a payment cannot start, and the connection's otherwise", async () => {
    const user = serveCart();
    server.use(
      http.post(api('/user/createtransaction'), () =>
        HttpResponse.json(
          { statusCode: 422, description: 'PayPal is not offered on this server' },
          { status: 422 },
        ),
      ),
    );
    const { user: person } = renderApp('/checkout/payment', { user });
    await person.click(await screen.findByRole('radio', { name: 'PayPal' }));
    await person.click(screen.getByRole('button', { name: 'Pay R 187.50' }));
    expect(await screen.findByText('PayPal is not offered on this server')).toBeInTheDocument();

    server.use(http.post(api('/user/createtransaction'), () => HttpResponse.error()));
    await person.click(screen.getByRole('button', { name: 'Pay R 187.50' }));
    expect(
      await screen.findByText(
        'Something went wrong - This may be due to your internet connection.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers PayPal only where the server does', async () => {
    const user = serveCart();
    renderApp('/checkout/payment', { user });
    expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeInTheDocument();
  });

  it('leaves PayPal out where the server does not offer it', async () => {
    const user = serveCart();
    server.use(
      http.get(api('/user/paymentmethods'), () =>
        HttpResponse.json({ statusCode: 0, description: 'Successful', methods: ['cc', 'eft'] }),
      ),
    );
    renderApp('/checkout/payment', { user });
    await screen.findByRole('radio', { name: 'Credit or debit card' });
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: 'PayPal' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'cc',
      'eft',
    ]);
  });

  it('reports a cancelled PayFast payment and offers the way back to the cart', async () => {
    const reports: string[] = [];
    server.use(
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())),
      http.post(api('/user/posttransactionpayfast/:ref/:token/:status'), ({ params }) => {
        reports.push(`${params.ref} ${params.token} ${params.status}`);
        return HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          transaction: {
            id: 3,
            transaction_ref: params.ref,
            user_id: 42,
            amount: 187.5,
            status: 'cancelled',
            created_at: '2026-11-21T08:45:00Z',
          },
        });
      }),
    );
    renderApp('/checkout/cancelled?token=abc123&id=42&tref=PF-1', { user: aUser() });
    expect(await screen.findByText('You cancelled the transaction')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute(
      'href',
      '/checkout/cart',
    );
    await screen.findByText('Nothing was paid. Your cart is as you left it.');
    expect(reports).toEqual(['PF-1 abc123 cancelled']);
  });
});
