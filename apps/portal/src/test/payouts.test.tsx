import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { api, server } from './server.ts';

const BALANCE = 1_500.5;

const aPayout = (overrides: Record<string, unknown> = {}) => ({
  id: 12,
  amount: 250,
  status: 'requested',
  origin: 'author',
  reference: 'POD PAYOUT 12',
  batch_id: null,
  failure_reason: null,
  created_at: '2026-11-21T08:45:00Z',
  updated_at: '2026-11-21T08:45:00Z',
  ...overrides,
});

/** The author's payouts and balance; every payout asked for is kept in `asked`. */
function servePayouts(
  payouts: unknown[] = [],
  answer?: () => Response,
  destination: string | null = 'local',
) {
  const asked: unknown[] = [];
  server.use(
    http.get(api('/user/viewuserinfo'), () =>
      HttpResponse.json(aUser({ balance: BALANCE, balance_cents: 150_050 })),
    ),
    http.get(api('/user/payouts'), () =>
      HttpResponse.json({
        statusCode: 0,
        description: 'Successful',
        payouts,
        balance: BALANCE,
        minimum: 100,
        destination,
      }),
    ),
    http.post(api('/user/payouts'), async ({ request }) => {
      const body = (await request.json()) as { amount: number };
      asked.push(body);
      if (answer) return answer();
      return HttpResponse.json(
        {
          statusCode: 0,
          description: 'Successful',
          payout: aPayout({ id: 13, amount: body.amount, reference: 'POD PAYOUT 13' }),
          balance: BALANCE - body.amount,
        },
        { status: 201 },
      );
    }),
  );
  return asked;
}

async function askFor(typed: string | null) {
  const rendered = renderApp('/payouts', {
    user: aUser({ balance: BALANCE, balance_cents: 150_050 }),
  });
  const field = await screen.findByLabelText(/^Amount/);
  if (typed !== null) {
    await rendered.user.clear(field);
    await rendered.user.type(field, typed);
  }
  await rendered.user.click(screen.getByRole('button', { name: 'Ask for a payout' }));
  return { ...rendered, field };
}

describe('/payouts', () => {
  it('shows the balance, the minimum and the payouts newest first with their status', async () => {
    servePayouts([
      aPayout({ id: 14, status: 'failed', failure_reason: 'The account is closed' }),
      aPayout({ id: 13, status: 'paid', reference: 'POD PAYOUT 13' }),
    ]);
    renderApp('/payouts', { user: aUser({ balance: BALANCE, balance_cents: 150_050 }) });
    expect(await screen.findByTestId('payout-balance')).toHaveTextContent('R 1 500.50');
    expect(screen.getByText(/The least you can ask for is R 100\.00/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('1 500.50');
    const [, failed, paid] = within(
      screen.getByRole('grid', { name: 'Your payouts' }),
    ).getAllByRole('row');
    expect(failed).toHaveTextContent('Failed: The account is closed');
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('POD PAYOUT 13');
  });

  it('asks for the whole balance as prefilled, and says what the statement shows', async () => {
    const asked = servePayouts();
    await askFor(null);
    expect(await screen.findByText(/Payout of R 1 500\.50 asked for/)).toHaveTextContent(
      'Your bank statement will show POD PAYOUT 13.',
    );
    expect(asked).toEqual([{ amount: 1_500.5 }]);
  });

  it.each([
    ['99.99', 'Ask for a payout of at least R 100.00'],
    ['1500.51', 'The payout is more than the balance of R 1 500.50'],
  ])('refuses %s beside the field, in the API words, sending nothing', async (typed, message) => {
    const asked = servePayouts();
    const { field } = await askFor(typed);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(asked).toEqual([]);
  });

  it.each([
    ['100', 100],
    ['1500.50', 1_500.5],
    // A third decimal cannot be typed: the field keeps two.
    ['100.005', 100],
  ])('sends %s', async (typed, amount) => {
    const asked = servePayouts();
    await askFor(typed);
    await waitFor(() => expect(asked).toEqual([{ amount }]));
  });

  it("shows the server's refusal of the amount beside the field", async () => {
    servePayouts([], () =>
      HttpResponse.json(
        {
          statusCode: 400,
          description: 'The payout is more than the balance of R 20.00',
          errors: [{ field: 'amount', message: 'The payout is more than the balance of R 20.00' }],
        },
        { status: 400 },
      ),
    );
    const { field } = await askFor(null);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('The payout is more than the balance of R 20.00'),
      ),
    );
  });

  it('tells an author with an international account that their bank may convert and charge fees', async () => {
    servePayouts([], undefined, 'international');
    const abroad = aUser({
      balance: BALANCE,
      balance_cents: 150_050,
      bankInfo: {
        is_international_account: true,
        international_bank_address: '1 Churchill Place, London',
        international_iban_number: '****5555',
        international_swift_code: 'BUKBGB22',
      },
    });
    server.use(http.get(api('/user/viewuserinfo'), () => HttpResponse.json(abroad)));
    renderApp('/payouts', { user: abroad });
    expect(
      await screen.findByText(
        'Payouts to your international account are sent in rand (ZAR) by SWIFT transfer. Your bank may convert them to your currency and charge fees, so you may receive less than the payout; a transfer abroad takes a few working days to arrive.',
      ),
    ).toBeInTheDocument();
  });

  it("tells an author paid by PayPal that it sends US dollars at the day's rate, less its fee", async () => {
    servePayouts([], undefined, 'paypal');
    renderApp('/payouts', { user: aUser({ balance: BALANCE, balance_cents: 150_050 }) });
    expect(
      await screen.findByText(
        'Payouts to your PayPal address are sent by PayPal in US dollars, at the rate of the day they are sent; PayPal may charge a fee.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/SWIFT transfer/)).toBeNull();
  });

  it('says nothing of transfers abroad to an author with a South African account', async () => {
    servePayouts();
    renderApp('/payouts', { user: aUser({ balance: BALANCE, balance_cents: 150_050 }) });
    expect(
      await screen.findByText(/Payouts are paid into the bank account on your Profile\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/SWIFT transfer/)).toBeNull();
  });

  it('without a bank account, says so with a link to the Profile', async () => {
    servePayouts([], () =>
      HttpResponse.json(
        {
          statusCode: 409,
          description:
            'Add the bank account to pay into on your Profile before asking for a payout',
        },
        { status: 409 },
      ),
    );
    await askFor('200');
    const alert = await screen.findByText(/^Add the bank account to pay into on your Profile/);
    expect(
      within(alert.closest('[role="alert"]') ?? alert).getByRole('link', {
        name: 'Open your Profile',
      }),
    ).toHaveAttribute('href', '/profile');
  });
});
