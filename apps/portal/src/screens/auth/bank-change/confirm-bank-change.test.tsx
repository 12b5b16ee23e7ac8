import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { api, server } from '../../../test/server.ts';

const TOKEN = '3f9c2d7a6b1e4f08a5c7d2e19b04f6a1';

describe('/confirm-bank-change', () => {
  it('confirms only when the author presses the button (mail scanners open links)', async () => {
    const confirm = vi.fn(() => HttpResponse.json({ statusCode: 0, description: 'Successful' }));
    server.use(http.post(api(`/user/confirmbankchange/42/${TOKEN}`), confirm));
    const { user } = renderApp(`/confirm-bank-change?id=42&token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Did you change your bank details?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Payouts wait 7 days after such a change/)).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, I changed my bank details' }));
    expect(
      await screen.findByText(
        'Your new bank details are confirmed: your payouts go ahead without waiting.',
      ),
    ).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it("says a used or expired link is, in the server's words", async () => {
    server.use(
      http.post(api(`/user/confirmbankchange/42/${TOKEN}`), () =>
        HttpResponse.json(
          { statusCode: 'U31', description: 'This link is invalid or has expired' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp(`/confirm-bank-change?id=42&token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Yes, I changed my bank details' }));
    expect(await screen.findByText('This link is invalid or has expired')).toBeInTheDocument();
  });
});
