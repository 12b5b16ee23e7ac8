import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../api/current-user.ts';
import { aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { api, server } from './server.ts';

/** The mock server's user record, changed by the handlers that change it. */
function serveUser(initial: CurrentUser) {
  let current = initial;
  server.use(
    http.get(api('/user/viewuserinfo'), () => HttpResponse.json(current)),
    http.post(api('/user/initiallogin'), async ({ request }) => {
      const { initial_login } = (await request.json()) as { initial_login: 0 | 1 };
      current = { ...current, initial_login };
      return HttpResponse.json({ statusCode: 0, description: 'Successful, initial_login: 1' });
    }),
  );
  return {
    credit(rand: number) {
      current = {
        ...current,
        balance: (current.balance ?? 0) + rand,
        balance_cents: (current.balance_cents ?? 0) + rand * 100,
      };
    },
    get: () => current,
  };
}

describe('/dashboard', () => {
  it('greets the user in the top bar and shows the balance and shortcuts', async () => {
    serveUser(aUser());
    renderApp('/dashboard', { user: aUser() });
    expect(await screen.findByText('Welcome, Thandi')).toBeInTheDocument();
    expect(screen.getByTestId('balance')).toHaveTextContent('R 100.00');
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    for (const [name, href] of [
      [/New book/, '/new-book/'],
      [/Your books/, '/books'],
      [/Orders/, '/orders'],
      [/Get help/, '/support'],
    ] as const) {
      expect(within(shortcuts).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('opens the first-login welcome and records it when closed', async () => {
    const server = serveUser(aUser({ initial_login: 0 }));
    const { user } = renderApp('/dashboard', { user: aUser({ initial_login: 0 }) });
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Print on Demand' });
    await user.click(within(welcome).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(server.get().initial_login).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for initial_login for up to 3 polls at 500 ms', async () => {
    // A stored record from before initial_login was known: the page polls for it.
    const { initial_login: _unknown, ...partial } = aUser();
    const stored = partial as CurrentUser;
    serveUser(aUser({ initial_login: 0 }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp('/dashboard', { user: stored });
      await screen.findByText('Welcome, Thandi');
      // The reloaded record (initial_login 0) arrives and is stored; a poll then finds it.
      await vi.advanceTimersByTimeAsync(1500);
      expect(
        await screen.findByRole('dialog', { name: 'Welcome to Print on Demand' }),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'Coupon code can not be blank' and sends nothing for a blank code", async () => {
    serveUser(aUser());
    const redeem = vi.fn();
    server.use(http.post(api('/user/addcoupon'), redeem));
    const { user } = renderApp('/dashboard', { user: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Add coupon' }));
    expect(await screen.findByText('Coupon code can not be blank')).toBeInTheDocument();
    expect(redeem).not.toHaveBeenCalled();
  });

  it("redeems a coupon, updates the balance and offers 'Add another'", async () => {
    const account = serveUser(aUser());
    server.use(
      http.post(api('/user/addcoupon'), async ({ request }) => {
        expect(await request.json()).toEqual({ coupon_code: 'WELCOME50' });
        account.credit(50);
        return HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          balance: 150,
          balance_cents: 15000,
        });
      }),
    );
    const { user } = renderApp('/dashboard', { user: aUser() });
    await user.type(await screen.findByLabelText('Coupon code'), 'WELCOME50');
    await user.click(screen.getByRole('button', { name: 'Add coupon' }));
    // Now over R 100: the payout notice opens over the page.
    const notice = await screen.findByRole('dialog', { name: 'Payout notice' });
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('balance')).toHaveTextContent('R 150.00');
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    expect(await screen.findByLabelText('Coupon code')).toHaveValue('');
  });

  it('shows the coupon failure message with the support address', async () => {
    serveUser(aUser());
    server.use(
      http.post(api('/user/addcoupon'), () =>
        HttpResponse.json(
          { statusCode: 'C15', description: 'Invalid coupon code applied' },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/dashboard', { user: aUser() });
    await user.type(await screen.findByLabelText('Coupon code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Add coupon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Something went wrong when adding your coupon, please check your spelling\. Otherwise contact support \S+@\S+$/,
    );
  });

  it('shows the payout notice once per session when the balance is over R 100', async () => {
    const rich = aUser({ balance: 250, balance_cents: 25_000 });
    serveUser(rich);
    const first = renderApp('/dashboard', { user: rich });
    const notice = await screen.findByRole('dialog', { name: 'Payout notice' });
    expect(notice).toHaveTextContent('R 250.00');
    await first.user.click(within(notice).getByRole('button', { name: 'OK' }));
    first.unmount();
    renderApp('/dashboard', { user: rich });
    await screen.findByText('Welcome, Thandi');
    expect(screen.queryByRole('dialog', { name: 'Payout notice' })).not.toBeInTheDocument();
  });

  it("offers the payout from the notice: 'Ask for a payout' opens /payouts", async () => {
    const rich = aUser({ balance: 250, balance_cents: 25_000 });
    serveUser(rich);
    server.use(
      http.get(api('/user/payouts'), () =>
        HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          payouts: [],
          balance: 250,
          minimum: 100,
        }),
      ),
    );
    const { user, history } = renderApp('/dashboard', { user: rich });
    const notice = await screen.findByRole('dialog', { name: 'Payout notice' });
    await user.click(within(notice).getByRole('button', { name: 'Ask for a payout' }));
    expect(await screen.findByRole('heading', { name: 'Payouts', level: 1 })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/payouts');
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('250.00');
  });

  it('shows no payout notice at R 100', async () => {
    serveUser(aUser());
    renderApp('/dashboard', { user: aUser() });
    await screen.findByText('Welcome, Thandi');
    expect(screen.queryByRole('dialog', { name: 'Payout notice' })).not.toBeInTheDocument();
  });
});
