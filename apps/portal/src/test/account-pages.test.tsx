import { ACCOUNT_VERIFIED_MESSAGE, VERIFY_FAILED_MESSAGE } from '@pod-portal/domain';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from './render-app.tsx';
import { api, server } from './server.ts';

const TOKEN = '3f9c2d7a6b1e4f08a5c7d2e19b04f6a1';

describe('/verify', () => {
  it('shows a spinner, then the success text and Login Now', async () => {
    server.use(
      http.get(api(`/user/verifyaccount/42/${TOKEN}`), () =>
        HttpResponse.json({ statusCode: 0, description: 'Account verified' }),
      ),
    );
    renderApp(`/verify?id=42&token=${TOKEN}`);
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByText(ACCOUNT_VERIFIED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/login');
  });

  it("passes the link's redirect (a path of this portal only) on to the login", async () => {
    server.use(
      http.get(api(`/user/verifyaccount/42/${TOKEN}`), () =>
        HttpResponse.json({ statusCode: 0, description: 'Account verified' }),
      ),
    );
    const back = renderApp(
      `/verify?id=42&token=${TOKEN}&${new URLSearchParams({ redirect: '/shares?invitation=5' })}`,
    );
    expect(await screen.findByRole('link', { name: 'Login Now' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fshares%3Finvitation%3D5',
    );
    back.unmount();
    renderApp(`/verify?id=42&token=${TOKEN}&redirect=https://evil.example/shares`);
    expect(await screen.findByRole('link', { name: 'Login Now' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows the failure text and a support mail link for a used link', async () => {
    server.use(
      http.get(api(`/user/verifyaccount/42/${TOKEN}`), () =>
        HttpResponse.json(
          { statusCode: 'U31', description: 'This link is invalid or has expired' },
          { status: 400 },
        ),
      ),
    );
    renderApp(`/verify?id=42&token=${TOKEN}`);
    expect(await screen.findByText(VERIFY_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('fails without asking the server when the link lacks its id', async () => {
    renderApp('/verify?token=abc');
    expect(await screen.findByText(VERIFY_FAILED_MESSAGE)).toBeInTheDocument();
  });
});

describe('/forgot-password', () => {
  it('validates the email and sends nothing when it is invalid', async () => {
    const forgot = vi.fn();
    server.use(http.put(api('/user/forgotpwd/:email'), forgot));
    const { user } = renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('Please enter your email address to continue'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nope');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(forgot).not.toHaveBeenCalled();
  });

  it("confirms with 'Check your email'", async () => {
    server.use(
      http.put(api('/user/forgotpwd/:email'), ({ params }) => {
        expect(params.email).toBe('thandi@example.co.za');
        return HttpResponse.json({ statusCode: 0, description: 'Successful' });
      }),
    );
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'thandi@example.co.za');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  });

  it("says 'Something went wrong' when the request fails", async () => {
    server.use(
      http.put(api('/user/forgotpwd/:email'), () => HttpResponse.json({}, { status: 429 })),
    );
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'thandi@example.co.za');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});

describe('/reset-password', () => {
  const fill = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.type(await screen.findByLabelText('New password'), 'N3w!secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'N3w!secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
  };

  it('shows the reset messages for empty fields', async () => {
    const { user } = renderApp(`/reset-password?id=42&token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Please enter a new password')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();
  });

  it("shows 'Password reset' with 'Log in now' when the server says 'Password changed'", async () => {
    server.use(
      http.put(api(`/user/pwdlinkcheck/42/${TOKEN}`), async ({ request }) => {
        expect(await request.json()).toEqual({
          password: 'N3w!secret',
          confirm_password: 'N3w!secret',
        });
        return HttpResponse.json({ statusCode: 0, description: 'Password changed' });
      }),
    );
    const { user } = renderApp(`/reset-password?id=42&token=${TOKEN}`);
    await fill(user);
    expect(await screen.findByRole('heading', { name: 'Password reset' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in now' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's reason when the link is no longer valid", async () => {
    server.use(
      http.put(api(`/user/pwdlinkcheck/42/${TOKEN}`), () =>
        HttpResponse.json(
          { statusCode: 'U31', description: 'This link is invalid or has expired' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp(`/reset-password?id=42&token=${TOKEN}`);
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired',
    );
  });
});
