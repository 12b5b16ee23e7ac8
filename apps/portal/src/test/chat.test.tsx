import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { api, server } from './server.ts';

const ANSWER = {
  id: 12,
  message: 'Hi Thandi, your proof is ready.',
  source: 'admin',
  created_at: '2026-11-21T08:12:00Z',
  read: false,
  misc: null,
  image_url: null,
  about: null,
};

/** A conversation whose messages the test can add to, and the calls the chat made. */
function serveChat() {
  const messages: Record<string, unknown>[] = [ANSWER];
  const calls = { markRead: 0, sent: [] as unknown[] };
  const encoder = new TextEncoder();
  let push: (text: string) => void = () => {};
  server.use(
    http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())),
    http.get(api('/user/getuserbooks'), () =>
      HttpResponse.json({ statusCode: 0, localBooks: [], internationalBooks: [] }),
    ),
    http.get(api('/user/getbookorders'), () =>
      HttpResponse.json({ statusCode: 11, description: 'No orders', results: [] }),
    ),
    http.get(api('/chat/user/getchat'), () =>
      HttpResponse.json({
        statusCode: 0,
        description: 'Successful',
        messages,
        unread: messages.filter((message) => message.source !== 'user' && !message.read).length,
      }),
    ),
    http.put(api('/chat/user/markread'), () => {
      calls.markRead += 1;
      for (const message of messages) message.read = true;
      return HttpResponse.json({ statusCode: 0, description: 'Successful', updated: 1 });
    }),
    http.get(
      api('/chat/user/events'),
      () =>
        new HttpResponse(
          new ReadableStream({
            start(controller) {
              push = (text) => controller.enqueue(encoder.encode(text));
              push(': open\n\n');
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    ),
    http.post(api('/chat/user/sendmsg'), async ({ request }) => {
      const body = (await request.json()) as { message: string };
      calls.sent.push(body);
      const sent = { ...ANSWER, id: 13, message: body.message, source: 'user', read: true };
      messages.push(sent);
      return HttpResponse.json(
        { statusCode: 0, description: 'Successful', message: sent, autoReply: null },
        { status: 201 },
      );
    }),
  );
  return { messages, calls, push: (text: string) => push(text) };
}

describe('the support chat', () => {
  it('shows the unread count, opens the conversation and marks it read', async () => {
    const { calls } = serveChat();
    const { user } = renderApp('/books', { user: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Support chat, 1 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Support chat' });
    const log = await within(dialog).findByRole('log', { name: 'Messages' });
    expect(log).toHaveTextContent('Support 21-11-2026 10:12');
    expect(log).toHaveTextContent('Hi Thandi, your proof is ready.');
    await waitFor(() => expect(calls.markRead).toBe(1));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Support chat' })).toBeInTheDocument();
  });

  it('sends a message, refuses an empty one, and shows a new answer as soon as it is announced', async () => {
    const chat = serveChat();
    const { user } = renderApp('/books', { user: aUser() });
    await user.click(await screen.findByRole('button', { name: /Support chat/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Support chat' });
    await user.click(await within(dialog).findByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please type a message or attach an image.',
    );
    expect(chat.calls.sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Thank you!');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const log = within(dialog).getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Thank you!')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(chat.calls.sent).toEqual([{ message: 'Thank you!', imageData: null, about: null }]);

    chat.messages.push({ ...ANSWER, id: 14, message: 'You are welcome.' });
    chat.push('event: chat\ndata: 14\n\n');
    expect(await within(log).findByText('You are welcome.')).toBeInTheDocument();
  });

  it('is not on the pages the specification leaves it off', async () => {
    serveChat();
    renderApp('/support', { user: aUser() });
    await screen.findByRole('main');
    expect(screen.queryByRole('button', { name: /Support chat/ })).not.toBeInTheDocument();
  });
});
