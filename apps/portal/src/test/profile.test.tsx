import { EMAIL_EXISTS_MESSAGE } from '@pod-portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { api, server } from './server.ts';

const user = aUser({ phone_main: '+27821234567' });

const THIS_SESSION = {
  id: '0b9f6c8e-3f52-4c1e-9a57-2d4f1e6b7a10',
  browser: 'Chrome',
  os: 'Windows',
  address: '196.25.1.1',
  place: 'South Africa',
  created_at: '2026-11-21T08:30:00Z',
  last_seen_at: '2026-11-21T09:12:00Z',
  current: true,
};
const PHONE_SESSION = {
  ...THIS_SESSION,
  id: '5d0c1a2b-7e8f-4a9b-8c7d-6e5f4a3b2c1d',
  browser: 'Firefox',
  os: 'Android',
  address: '10.0.0.7',
  place: 'a private network',
  current: false,
};

describe('/profile', () => {
  beforeEach(() => {
    server.use(
      http.get(api('/user/login-notification'), () =>
        HttpResponse.json({ statusCode: 0, description: 'Successful', enabled: false }),
      ),
      http.get(api('/user/sessions'), () =>
        HttpResponse.json({ statusCode: 0, description: 'Successful', sessions: [THIS_SESSION] }),
      ),
    );
  });

  it('shows name and email, the two-factor switch (turned on with the password) and the links', async () => {
    const status = {
      statusCode: 0,
      description: 'Successful',
      email_code: false,
      totp: false,
      recovery_codes_left: 0,
      remembered_browsers: 0,
      totp_required: false,
    };
    const switched: unknown[] = [];
    server.use(
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(user)),
      http.put(api('/user/twofactor/emailcode'), async ({ request }) => {
        switched.push(await request.json());
        return HttpResponse.json({ ...status, email_code: true });
      }),
    );
    const { user: person } = renderApp('/profile', { user });
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(details).toHaveTextContent('Thandi Mokoena');
    expect(details).toHaveTextContent('thandi@example.co.za');
    const twoFactor = await screen.findByRole('switch', { name: /2-factor authentication/ });
    await person.click(twoFactor);
    const modal = await screen.findByRole('dialog', { name: 'Turn on 2-factor authentication' });
    await person.type(within(modal).getByLabelText('Current password'), 'Str0ng!pass');
    await person.click(within(modal).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(twoFactor).toBeChecked());
    expect(switched).toEqual([{ enabled: true, password: 'Str0ng!pass' }]);
    expect(screen.getByRole('switch', { name: /^Login notification/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Update Request' })).toHaveAttribute(
      'href',
      '/profile/update-users',
    );
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/profile/change-password',
    );
  });

  it('gives a half-filled Update Request back after a reload (the update banner refreshes)', async () => {
    server.use(http.get(api('/user/viewuserinfo'), () => HttpResponse.json(user)));
    const first = renderApp('/profile/update-users', { user });
    const phone = await screen.findByLabelText('Phone');
    await first.user.clear(phone);
    await first.user.type(phone, '+27821234567');
    first.unmount();
    renderApp('/profile/update-users', { user });
    expect(await screen.findByLabelText('Phone')).toHaveValue('+27821234567');
  });

  it("validates the details modal with the product's messages and sends nothing", async () => {
    const edit = vi.fn();
    server.use(
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(user)),
      http.put(api('/user/edituser'), edit),
    );
    const { user: person } = renderApp('/profile', { user });
    await person.click(await screen.findByRole('button', { name: 'Change details' }));
    const modal = await screen.findByRole('dialog', { name: 'Change your details' });
    const name = within(modal).getByLabelText('Name');
    await person.clear(name);
    await person.type(name, 'Th4ndi');
    await person.clear(within(modal).getByLabelText('Surname'));
    await person.clear(within(modal).getByLabelText('Phone'));
    await person.type(within(modal).getByLabelText('Phone'), '12');
    await person.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('Please enter a valid name')).toBeInTheDocument();
    expect(within(modal).getByText('Please enter a valid surname')).toBeInTheDocument();
    expect(within(modal).getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(edit).not.toHaveBeenCalled();
  });

  it('keeps new details made offline, and saves them once when the connection is back', async () => {
    const edits: Array<string | null> = [];
    server.use(
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(user)),
      http.put(api('/user/edituser'), async ({ request }) => {
        edits.push(request.headers.get('idempotency-key'));
        const body = (await request.json()) as Record<string, string>;
        return HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          user: { ...user, ...body },
        });
      }),
    );
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { user: person } = renderApp('/profile', { user });
      await person.click(await screen.findByRole('button', { name: 'Change details' }));
      const modal = await screen.findByRole('dialog', { name: 'Change your details' });
      await person.clear(within(modal).getByLabelText('Name'));
      await person.type(within(modal).getByLabelText('Name'), 'Thandiwe');
      await person.click(within(modal).getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('Your details will be saved when the connection is restored.'),
      ).toBeInTheDocument();
      expect(
        screen.getByText('Data will be submitted when connection is restored'),
      ).toBeInTheDocument();
      expect(edits).toEqual([]);

      online.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await waitFor(() => expect(edits).toHaveLength(1));
      expect(edits[0]).toMatch(/^[0-9a-f-]{36}$/);
      await waitFor(() =>
        expect(screen.queryByText('Data will be submitted when connection is restored')).toBeNull(),
      );
    } finally {
      online.mockRestore();
    }
  });

  it('saves the details and shows the new name', async () => {
    server.use(
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(user)),
      http.put(api('/user/edituser'), async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        expect(body).toEqual({
          name_first: 'Thandiwe',
          name_last: 'Mokoena',
          phone_main: '+27821234567',
        });
        return HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          user: { ...user, ...body },
        });
      }),
    );
    const { user: person } = renderApp('/profile', { user });
    await person.click(await screen.findByRole('button', { name: 'Change details' }));
    const modal = await screen.findByRole('dialog', { name: 'Change your details' });
    await person.type(within(modal).getByLabelText('Name'), 'we');
    await person.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your details were saved.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your details' })).toHaveTextContent(
      'Thandiwe Mokoena',
    );
  });

  it('changes the email with the current password, then logs out', async () => {
    server.use(
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(user)),
      http.put(api('/user/edituser'), async ({ request }) => {
        expect(await request.json()).toEqual({
          email: 'new@example.co.za',
          password: 'Str0ng!pass',
        });
        return HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          user,
          loggedOut: true,
        });
      }),
      http.delete(api('/authO/logout'), () =>
        HttpResponse.json({ statusCode: 0, description: 'Logged out' }),
      ),
    );
    const { user: person, history } = renderApp('/profile', { user });
    await person.click(await screen.findByRole('button', { name: 'Change email' }));
    const modal = await screen.findByRole('dialog', { name: 'Change your email address' });
    await person.type(within(modal).getByLabelText('New email'), 'not-an-email');
    await person.click(within(modal).getByRole('button', { name: 'Change email' }));
    expect(
      await within(modal).findByText('Please enter a valid email address'),
    ).toBeInTheDocument();
    await person.clear(within(modal).getByLabelText('New email'));
    await person.type(within(modal).getByLabelText('New email'), 'new@example.co.za');
    await person.type(within(modal).getByLabelText('Current password'), 'Str0ng!pass');
    await person.click(within(modal).getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(sessionStorage.length).toBe(0);
  });

  it('says so when the new email belongs to another account', async () => {
    server.use(
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(user)),
      http.put(api('/user/edituser'), () =>
        HttpResponse.json(
          { statusCode: 'U30', description: EMAIL_EXISTS_MESSAGE },
          { status: 409 },
        ),
      ),
    );
    const { user: person } = renderApp('/profile', { user });
    await person.click(await screen.findByRole('button', { name: 'Change email' }));
    const modal = await screen.findByRole('dialog', { name: 'Change your email address' });
    await person.type(within(modal).getByLabelText('New email'), 'taken@example.co.za');
    await person.type(within(modal).getByLabelText('Current password'), 'Str0ng!pass');
    await person.click(within(modal).getByRole('button', { name: 'Change email' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(EMAIL_EXISTS_MESSAGE);
  });

  it('turns the login notification on through the API', async () => {
    const sent = vi.fn();
    server.use(
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(user)),
      http.put(api('/user/login-notification'), async ({ request }) => {
        const body = (await request.json()) as { enabled: boolean };
        sent(body);
        return HttpResponse.json({ statusCode: 0, description: 'Successful', ...body });
      }),
    );
    const { user: person } = renderApp('/profile', { user });
    const notification = await screen.findByRole('switch', { name: /^Login notification/ });
    await waitFor(() => expect(notification).toBeEnabled());
    await person.click(notification);
    await waitFor(() => expect(notification).toBeChecked());
    expect(sent).toHaveBeenCalledWith({ enabled: true });
  });

  it('lists where the account is signed in and signs another session out', async () => {
    let sessions = [THIS_SESSION, PHONE_SESSION];
    const ended = vi.fn();
    server.use(
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(user)),
      http.get(api('/user/sessions'), () =>
        HttpResponse.json({ statusCode: 0, description: 'Successful', sessions }),
      ),
      http.delete(api('/user/sessions/:sessionId'), ({ params }) => {
        ended(params.sessionId);
        sessions = [THIS_SESSION];
        return HttpResponse.json({ statusCode: 0, description: 'Successful' });
      }),
    );
    const { user: person } = renderApp('/profile', { user });
    const card = await screen.findByRole('region', { name: "Where you're signed in" });
    await within(card).findByText('Firefox on Android');
    expect(card).toHaveTextContent('Chrome on WindowsThis device');
    expect(card).toHaveTextContent('196.25.1.1, South Africa');
    expect(card).toHaveTextContent('10.0.0.7, a private network');
    // This device has no Sign out of its own: Logout is that.
    expect(
      within(card).getAllByRole('button', { name: /^Sign out (Chrome|Firefox)/ }),
    ).toHaveLength(1);
    await person.click(within(card).getByRole('button', { name: /^Sign out Firefox on Android/ }));
    await waitFor(() => expect(within(card).queryByText('Firefox on Android')).toBeNull());
    expect(ended).toHaveBeenCalledWith(PHONE_SESSION.id);
    expect(within(card).queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });
});
