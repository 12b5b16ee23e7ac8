import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { api, server } from './server.ts';

const userInfo = (user = aUser()) =>
  http.get(api('/user/viewuserinfo'), () => HttpResponse.json(user));

describe('routes and guard', () => {
  it('sends / to /login without a stored user', async () => {
    const { history } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
  });

  it('sends / to /dashboard with a stored user', async () => {
    server.use(userInfo());
    const { history } = renderApp('/', { user: aUser() });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/dashboard');
  });

  it.each(['/dashboard', '/books', '/profile/change-password'])(
    'redirects the guarded %s to /login without a stored user',
    async (path) => {
      const { history } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
      expect(history.location.pathname).toBe('/login');
    },
  );

  it('shows 404 for an unknown address and for pages not built yet', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  });

  it('prefixes page titles with Print on Demand', async () => {
    renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Print on Demand | Login'));
  });

  it('sends a user who is not activated to /activate-account-info and ends the session', async () => {
    server.use(http.delete(api('/authO/logout'), () => HttpResponse.json({ statusCode: 0 })));
    const { history } = renderApp('/dashboard', { user: aUser({ user_status: 0 }) });
    expect(
      await screen.findByRole('heading', { name: 'Activate your account' }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe('/activate-account-info');
    expect(sessionStorage.getItem('pod-portal.currentUser')).toBeNull();
    expect(sessionStorage.getItem('pod-portal.tokens')).toBeNull();
  });

  it('sends a user with contracts to re-sign to /resign-contract', async () => {
    server.use(
      userInfo(aUser({ user_status: 2 })),
      http.get(api('/user/booksrenewal'), () =>
        HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          results: [
            { id: 101, book_title: 'The Karoo Road', is_international: 0, contractInfo: null },
          ],
        }),
      ),
    );
    const { history } = renderApp('/books', { user: aUser({ user_status: 2 }) });
    await waitFor(() => expect(history.location.pathname).toBe('/resign-contract'));
  });

  it('lets a user with status 2 but nothing to re-sign stay', async () => {
    server.use(
      userInfo(aUser({ user_status: 2 })),
      http.get(api('/user/booksrenewal'), () =>
        HttpResponse.json({ statusCode: 0, description: 'Successful', results: [] }),
      ),
      http.get(api('/user/getuserbooks'), () =>
        HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          localBooks: [],
          internationalBooks: [],
        }),
      ),
    );
    const { history } = renderApp('/books', { user: aUser({ user_status: 2 }) });
    expect(await screen.findByRole('heading', { name: 'Your books' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/books');
  });

  it('sends a user with admin changes to approve to /profile-confirmation', async () => {
    const { history } = renderApp('/dashboard', { user: aUser({ admin_confirmation: 1 }) });
    await waitFor(() => expect(history.location.pathname).toBe('/profile-confirmation'));
  });
});
