import { LOGIN_FAILED_MESSAGE } from '@pod-portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fakeTokens } from './fake-tokens.ts';
import { aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { api, server } from './server.ts';

describe('/login', () => {
  it("shows the schema's messages, scrolls to the first error and sends nothing", async () => {
    const login = vi.fn();
    server.use(http.post(api('/authO/login'), login));
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the failure modal with register and try again options', async () => {
    server.use(
      http.post(api('/authO/login'), () =>
        HttpResponse.json(
          { statusCode: 'U33', description: LOGIN_FAILED_MESSAGE },
          { status: 401 },
        ),
      ),
    );
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'thandi@example.co.za');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const modal = await screen.findByRole('alertdialog');
    expect(modal).toHaveTextContent(LOGIN_FAILED_MESSAGE);
    expect(within(modal).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    await user.click(within(modal).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stores the session and the user, then opens the dashboard', async () => {
    server.use(
      http.post(api('/authO/login'), () => HttpResponse.json({ statusCode: 0, ...fakeTokens() })),
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())),
    );
    const { user, history } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'thandi@example.co.za');
    await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Welcome, Thandi')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/dashboard');
    expect(JSON.parse(sessionStorage.getItem('pod-portal.currentUser') ?? '{}')).toMatchObject({
      id: 42,
    });
    expect(sessionStorage.getItem('pod-portal.tokens')).toContain('accessToken');
  });

  it('goes on to /resign-contract with the same query after a re-sign link', async () => {
    server.use(
      http.post(api('/authO/login'), () => HttpResponse.json({ statusCode: 0, ...fakeTokens() })),
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser({ user_status: 2 }))),
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
    const { user, history } = renderApp('/login?bookID=101&secret=abc&islocal=1');
    await user.type(await screen.findByLabelText('Email'), 'thandi@example.co.za');
    await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/resign-contract'));
    expect(new URLSearchParams(history.location.search).toString()).toBe(
      'bookID=101&secret=abc&islocal=1',
    );
  });

  it('goes on to a redirect of this portal only, else to the dashboard', async () => {
    server.use(
      http.post(api('/authO/login'), () => HttpResponse.json({ statusCode: 0, ...fakeTokens() })),
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())),
      http.get(api('/user/shares'), () =>
        HttpResponse.json({ statusCode: 0, description: 'Successful', shares: [] }),
      ),
    );
    const back = renderApp(`/login?${new URLSearchParams({ redirect: '/shares?invitation=5' })}`);
    await back.user.type(await screen.findByLabelText('Email'), 'thandi@example.co.za');
    await back.user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await back.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(back.history.location.pathname).toBe('/shares'));
    expect(back.history.location.search).toBe('?invitation=5');
    back.unmount();
    sessionStorage.clear();

    const away = renderApp(`/login?${new URLSearchParams({ redirect: '//evil.example/shares' })}`);
    await away.user.type(await screen.findByLabelText('Email'), 'thandi@example.co.za');
    await away.user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await away.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(away.history.location.pathname).toBe('/dashboard'));
  });
});
