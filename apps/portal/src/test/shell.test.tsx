import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fakeJwt } from './fake-tokens.ts';
import { aBook, aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { api, server } from './server.ts';

const cartItem = (id: number, bookId: number, name: string) => ({
  id,
  book_id: bookId,
  international_book_id: null,
  misc: JSON.stringify([{ name, description: '', cost: 250 }]),
  created_at: '2026-11-21T08:30:00Z',
});

describe('the shell', () => {
  it('has the sidebar links, Logout, and no sidebar on the login page', async () => {
    server.use(http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())));
    renderApp('/dashboard', { user: aUser() });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Dashboard', '/dashboard'],
      ['Upload book', '/new-book'],
      ['Bulk book upload', '/bulk-upload'],
      ['Your books', '/books'],
      ['Orders', '/orders'],
      ['Profile', '/profile'],
    ]) {
      expect(within(nav).getByRole('link', { name, hidden: true })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('button', { name: 'Logout', hidden: true })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Orders', hidden: true })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('hides the sidebar and top bar on the login page', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it("shows 'Balance R 0.00' without a balance and an empty cart as 'No Items'", async () => {
    const poor = aUser({ balance: undefined, balance_cents: undefined });
    server.use(http.get(api('/user/viewuserinfo'), () => HttpResponse.json(poor)));
    const { user } = renderApp('/a-page-that-does-not-exist');
    expect(await screen.findByText('Balance R 0.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    const cart = await screen.findByRole('dialog', { name: 'Cart' });
    expect(within(cart).getByText('No Items')).toBeInTheDocument();
    expect(within(cart).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it("lists the cart's items with their book, or 'Cannot find book'", async () => {
    const shopper = aUser({
      cart: [cartItem(1, 7, 'Cover design'), cartItem(2, 99, 'ISBN creation')],
    });
    server.use(
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(shopper)),
      http.get(api('/user/getuserbooks'), () =>
        HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          localBooks: [aBook(7, { book_title: 'The Karoo Road' })],
          internationalBooks: [],
        }),
      ),
      http.get(api('/user/getordersperbook/:id'), () =>
        HttpResponse.json({ statusCode: 11, description: '', results: [] }),
      ),
    );
    const { user } = renderApp('/books', { user: shopper });
    await user.click(await screen.findByRole('button', { name: 'Cart, 2 items' }));
    const cart = await screen.findByRole('dialog', { name: 'Cart' });
    for (const header of ['Product', 'Price', 'Book Name', 'Date']) {
      expect(within(cart).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await within(cart).findByText('The Karoo Road')).toBeInTheDocument();
    expect(within(cart).getByText('Cannot find book')).toBeInTheDocument();
    expect(within(cart).getAllByText('R 250.00')).toHaveLength(2);
    expect(within(cart).getAllByText('21/11')).toHaveLength(2);
  });

  it('shows the offline banner while offline', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Log in' });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(
      await screen.findByRole('heading', { name: 'No Internet Connection' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'You are currently in offline mode. Some features may not work as expected.',
      ),
    ).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'No Internet Connection' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('offers Install once the browser allows it', async () => {
    server.use(http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())));
    renderApp('/dashboard', { user: aUser() });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav).queryByRole('button', { name: 'Install', hidden: true }),
    ).not.toBeInTheDocument();
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(
      await within(nav).findByRole('button', { name: 'Install', hidden: true }),
    ).toBeInTheDocument();
  });

  it('shows Safari on an iPhone how to install, from its Share menu', async () => {
    const agent = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      );
    try {
      server.use(http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())));
      const { user } = renderApp('/dashboard', { user: aUser() });
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      await user.click(within(nav).getByRole('button', { name: 'Install', hidden: true }));
      const howTo = await screen.findByRole('dialog', { name: 'Install Print on Demand' });
      expect(howTo).toHaveTextContent('Choose Add to Home Screen.');
    } finally {
      agent.mockRestore();
    }
  });

  it('logs out: revokes the tokens, clears storage and goes to /login', async () => {
    const logout = vi.fn(() => HttpResponse.json({ statusCode: 0, description: 'Logged out' }));
    server.use(
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())),
      http.delete(api('/authO/logout'), logout),
    );
    localStorage.setItem('pod-portal.lastTransaction', 'BAL-1');
    localStorage.setItem('calc_title', '"The Karoo Road"');
    const { user, history } = renderApp('/dashboard', { user: aUser() });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Menu' }));
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(logout).toHaveBeenCalledOnce();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
  });

  it('logs out when the server refuses to refresh the session', async () => {
    const expired = { accessToken: fakeJwt(-60), refreshToken: fakeJwt(3600) };
    server.use(
      http.post(api('/authO/refresh'), () =>
        HttpResponse.json(
          { statusCode: 'U34', description: 'Invalid refresh token' },
          { status: 401 },
        ),
      ),
      http.get(api('/user/viewuserinfo'), () =>
        HttpResponse.json({ statusCode: 401 }, { status: 401 }),
      ),
    );
    localStorage.setItem('pod-portal.lastTransaction', 'BAL-1');
    localStorage.setItem('calc_title', '"The Karoo Road"');
    const { history } = renderApp('/dashboard', { user: aUser(), tokens: expired });
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('pod-portal.currentUser')).toBeNull();
    // A logout the author did not ask for keeps the wizard draft another tab may be filling in.
    expect(localStorage.getItem('calc_title')).toBe('"The Karoo Road"');
    expect(localStorage.getItem('draft-owner')).toBe(String(aUser().id));
    expect(localStorage.getItem('pod-portal.lastTransaction')).toBeNull();
  });
});
