import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { api, server } from './server.ts';

const KEY = 'pod-portal.offline-queue';
const kept = (id: string, message: string) => ({
  id,
  method: 'POST',
  path: '/chat/user/sendmsg',
  body: { message },
  label: 'Your chat message',
  queuedAt: '2026-11-26T07:00:00.000Z',
});

describe('the offline queue on screen', () => {
  it('sends what was kept at start, and shows a call refused for an ended session, after the logout, until dismissed', async () => {
    const received: Array<{ key: string | null; body: unknown }> = [];
    server.use(
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())),
      // The session has expired meanwhile: the refresh is refused too.
      http.post(api('/authO/refresh'), () =>
        HttpResponse.json({ statusCode: 401, description: 'Unauthorized' }, { status: 401 }),
      ),
      http.post(api('/chat/user/sendmsg'), async ({ request }) => {
        received.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
        return HttpResponse.json({ statusCode: 401, description: 'Unauthorized' }, { status: 401 });
      }),
    );
    localStorage.setItem(KEY, JSON.stringify({ pending: [kept('k-1', 'Kept')], refused: [] }));
    const { user, history } = renderApp('/dashboard', { user: aUser() });
    // Logged out (the session is over), the author still sees what was not sent.
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    const alert = (await screen.findByText('Your chat message was not sent')).closest(
      '[role="alert"]',
    );
    expect(alert).toHaveTextContent(
      'It was kept while you were offline, but your session had ended. Log in again and send it once more.',
    );
    expect(received).toEqual([{ key: 'k-1', body: { message: 'Kept' } }]);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Your chat message was not sent')).toBeNull());
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toEqual({ pending: [], refused: [] });
  });

  it('says that data waits while calls are kept', async () => {
    server.use(http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())));
    // A replay that gets no answer keeps the call.
    server.use(http.post(api('/chat/user/sendmsg'), () => HttpResponse.error()));
    localStorage.setItem(KEY, JSON.stringify({ pending: [kept('k-2', 'Later')], refused: [] }));
    renderApp('/dashboard', { user: aUser() });
    const waiting = (await screen.findByText('No network connection')).closest('[role="status"]');
    expect(waiting).toHaveTextContent('Data will be submitted when connection is restored');
  });
});
