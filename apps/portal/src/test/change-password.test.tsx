import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { api, server } from './server.ts';

const fill = async (
  user: ReturnType<typeof renderApp>['user'],
  password: string,
  confirmation = password,
) => {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('/profile/change-password', () => {
  it('uses the change-password messages and sends nothing for invalid input', async () => {
    const change = vi.fn();
    server.use(
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())),
      http.put(api('/user/pwd'), change),
    );
    const { user } = renderApp('/profile/change-password', { user: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter your new password')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();
    await fill(user, 'weakpass', 'other');
    expect(await screen.findByText(/^Your new password must contain/)).toBeInTheDocument();
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
  });

  it('says the password was changed, then logs out', async () => {
    server.use(
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())),
      http.put(api('/user/pwd'), () =>
        HttpResponse.json({ statusCode: 0, description: 'Password changed' }),
      ),
      // The change revoked every token: logging out is refused, and so is the refresh.
      http.delete(api('/authO/logout'), () =>
        HttpResponse.json({ statusCode: 401 }, { status: 401 }),
      ),
      http.post(api('/authO/refresh'), () =>
        HttpResponse.json(
          { statusCode: 'U34', description: 'Invalid refresh token' },
          { status: 401 },
        ),
      ),
    );
    const { user, history } = renderApp('/profile/change-password', { user: aUser() });
    await fill(user, 'N3w!secret');
    const done = await screen.findByRole('alertdialog', {
      name: 'Your password was changed successfully',
    });
    expect(done).toHaveTextContent('Login with your new details');
    await user.click(within(done).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(sessionStorage.length).toBe(0);
  });

  it("shows 'An error occurred' with the server's description", async () => {
    server.use(
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())),
      http.put(api('/user/pwd'), () =>
        HttpResponse.json({ statusCode: 400, description: 'Invalid input' }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/profile/change-password', { user: aUser() });
    await fill(user, 'N3w!secret');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred');
    expect(alert).toHaveTextContent('Invalid input');
  });
});
