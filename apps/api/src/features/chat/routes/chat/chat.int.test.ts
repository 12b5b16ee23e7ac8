import { CLOSED_OFFICE_REPLY } from '@pod-portal/domain';
import { decodeJwt } from 'jose';
import { PNG } from 'pngjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { command as staffCommand } from '../../../../cli/staff.ts';
import { staffActions } from '../../../../db/schema/index.ts';
import { type SignedUp, signUp } from '../../../../test/accounts.ts';
import { type TestServer, testConfig } from '../../../../test/harness.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import {
  type AuthorWithBook,
  authorWithBook,
  importOrderRows,
  orderRow,
  QUOTING_ROUTES,
} from '../../../../test/reads-fixture.ts';
import { signInStaff } from '../../../../test/staff.ts';
import { addChatMessage } from '../../add-chat-message.ts';

interface Message {
  id: number;
  message: string;
  source: 'user' | 'admin' | 'system';
  created_at: string;
  read: boolean;
  image_url: string | null;
  about: { kind: string; id: number; title: string } | null;
}
interface Conversation {
  messages: Message[];
  unread: number;
}
interface Sent {
  message: Message;
  autoReply: Message | null;
}
interface Inbox {
  chats: { user_id: number; unanswered: boolean; unread: number; last_message: string }[];
}

const pngDataUrl = () => {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(200);
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
};
const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
const svgDataUrl = `data:image/svg+xml;base64,${Buffer.from(SVG_WITH_SCRIPT).toString('base64')}`;

/**
 * Fixes the clock of the test and its server (one process) at the latest `hour`:00 in
 * Johannesburg (UTC+2 all year) at or before the real now: less than a day in the past, so
 * the tokens issued meanwhile (a day's life) are still valid by the database's own clock. The
 * real now, not a clock an earlier call fixed: two calls in a row would otherwise go back more
 * than a day at some times of day.
 */
function clockAtJohannesburgHour(hour: number): Date {
  vi.useRealTimers();
  const now = Date.now();
  const at = new Date(now);
  at.setUTCHours(hour - 2, 0, 0, 0);
  if (at.getTime() > now) at.setUTCDate(at.getUTCDate() - 1);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  return at;
}

/** Reads a server-sent event stream until `until` holds for the events seen, then leaves. */
async function readEvents(
  server: TestServer,
  path: string,
  token: string,
  whileOpen: () => Promise<unknown>,
  until: (data: string[]) => boolean,
): Promise<string[]> {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  // The stream says it is open before anything else: only then is the change made.
  while (!text.includes(': open')) text += decoder.decode((await reader.read()).value);
  await whileOpen();
  const data = () => [...text.matchAll(/event: chat\ndata: (\d+)\n\n/g)].map((m) => m[1] as string);
  while (!until(data())) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  controller.abort();
  return data();
}

describeOnEachDatabase(
  'support chat',
  { routes: [...QUOTING_ROUTES, 'chat', 'staff', 'files'] },
  (server, database) => {
    let author: AuthorWithBook;
    let other: SignedUp;
    let staff: { id: number; token: string };
    const getChat = (token: string) =>
      server.request<Conversation>('GET', '/chat/user/getchat', { token });
    const send = (token: string, body: Record<string, unknown>) =>
      server.request<Sent>('POST', '/chat/user/sendmsg', { token, body });

    afterEach(() => {
      vi.useRealTimers();
    });

    beforeAll(async () => {
      author = await authorWithBook(server);
      other = await signUp(server, { verified: true });
      staff = await signInStaff(server);
    });

    it('starts empty', async () => {
      const answer = await getChat(other.accessToken);
      expect(answer.body).toMatchObject({ statusCode: 0, messages: [], unread: 0 });
    });

    it('stores a message about one of the author’s books, with the closed-office reply out of hours', async () => {
      const sentAt = clockAtJohannesburgHour(19);
      const sent = await send(author.accessToken, {
        message: '  When will my proof be ready?  ',
        about: { kind: 'book', id: author.localBookId },
      });
      expect(sent.status).toBe(201);
      expect(sent.body.message).toMatchObject({
        message: 'When will my proof be ready?',
        source: 'user',
        read: true,
        image_url: null,
        about: { kind: 'book', id: author.localBookId, title: expect.any(String) },
      });
      expect(sent.body.message.created_at).toBe(sentAt.toISOString());
      expect(sent.body.autoReply?.message).toBe(CLOSED_OFFICE_REPLY);

      clockAtJohannesburgHour(12);
      const writer = await signUp(server, { verified: true });
      const open = await send(writer.accessToken, { message: 'At noon' });
      expect(open.status).toBe(201);
      expect(open.body.autoReply).toBeNull();
    });

    it('keeps the paragraphs and line breaks of a message', async () => {
      const text = 'Hello,\n\nMy proof has two problems:\r\n- the cover\n- the spine';
      const writer = await signUp(server, { verified: true });
      const sent = await send(writer.accessToken, { message: text });
      expect(sent.status).toBe(201);
      expect(sent.body.message?.message).toBe(text);
    });

    it('appends the closed-office reply before 08:00 and from 17:00, South African time, only', async () => {
      const evening = await addChatMessage(server.app, {
        userId: other.id,
        source: 'user',
        body: 'Evening question',
        image: undefined,
        about: undefined,
        now: new Date('2026-03-02T15:00:00Z'), // 17:00 in Johannesburg
      });
      const morning = await addChatMessage(server.app, {
        userId: other.id,
        source: 'user',
        body: 'Morning question',
        image: undefined,
        about: undefined,
        now: new Date('2026-03-03T06:00:00Z'), // 08:00 in Johannesburg
      });
      expect(evening.autoReplyId).toBeDefined();
      expect(morning.autoReplyId).toBeUndefined();
      const { body } = await getChat(other.accessToken);
      expect(body.messages.map((m) => [m.source, m.message])).toEqual([
        ['user', 'Evening question'],
        ['system', CLOSED_OFFICE_REPLY],
        ['user', 'Morning question'],
      ]);
      expect(body.unread).toBe(1);
    });

    it('points at one of the author’s orders by its marketplace number, never another’s', async () => {
      const imported = await importOrderRows(database, [
        orderRow({ order_id: 7301, book_id: author.localBookId, product_title: 'Karoo Nights' }),
      ]);
      expect(imported.code).toBe(0);
      const mine = await send(author.accessToken, {
        message: 'Where is this order?',
        about: { kind: 'order', id: 7301 },
      });
      expect(mine.status).toBe(201);
      expect(mine.body.message.about).toEqual({
        kind: 'order',
        id: 7301,
        title: 'Order 7301 · Karoo Nights',
      });
      const theirs = await send(other.accessToken, {
        message: 'Where is this order?',
        about: { kind: 'order', id: 7301 },
      });
      expect(theirs.status).toBe(400);
    });

    it('refuses an empty message, a book that is not the author’s and an image that is not what it says', async () => {
      const empty = await send(author.accessToken, { message: '   ' });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({
        description: 'Please type a message or attach an image.',
      });
      const theirs = await send(other.accessToken, {
        message: 'About someone else’s book',
        about: { kind: 'book', id: author.localBookId },
      });
      expect(theirs.status).toBe(400);
      expect(theirs.body).toMatchObject({ description: 'That book or order is not one of yours.' });
      const order = await send(other.accessToken, {
        message: 'x',
        about: { kind: 'order', id: 1 },
      });
      expect(order.status).toBe(400);
      for (const imageData of [
        `data:image/png;base64,${Buffer.from(SVG_WITH_SCRIPT).toString('base64')}`,
        'data:text/html;base64,PHNjcmlwdD48L3NjcmlwdD4=',
        'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
        'not a data url',
      ]) {
        const refused = await send(author.accessToken, { message: 'picture', imageData });
        expect(refused.status, imageData).toBe(400);
        expect(refused.body).toMatchObject({
          description: 'The image must be an svg, png, jpg, jpeg or jfif file.',
        });
      }
      const huge = Buffer.alloc(5 * 1024 * 1024 + 1);
      const tooLarge = await send(author.accessToken, {
        message: 'big',
        imageData: `data:image/png;base64,${huge.toString('base64')}`,
      });
      expect(tooLarge.status).toBe(400);
      expect(tooLarge.body).toMatchObject({ description: 'The image must be 5 MB or smaller.' });
      const after = await getChat(other.accessToken);
      expect(after.body.messages).toHaveLength(3);
    });

    it('keeps an image, served by content to its author only, an SVG as a picture that runs nothing', async () => {
      const png = await send(author.accessToken, { message: '', imageData: pngDataUrl() });
      expect(png.status).toBe(201);
      const pngUrl = png.body.message.image_url as string;
      expect(pngUrl).toMatch(/^\/user\/getfile\/chat-[\w-]+\.png\?/);
      const picture = await fetch(`${server.url}/api${pngUrl}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');

      const svg = await send(author.accessToken, { message: 'logo', imageData: svgDataUrl });
      const svgUrl = svg.body.message.image_url as string;
      const drawing = await fetch(`${server.url}/api${svgUrl}`);
      expect(drawing.headers.get('content-type')).toContain('image/svg+xml');
      expect(drawing.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
      expect(drawing.headers.get('x-content-type-options')).toBe('nosniff');

      const fileName = pngUrl.split('?')[0]?.split('/').pop() as string;
      const stranger = await server.request('GET', `/user/getfile/${fileName}`, {
        token: other.accessToken,
      });
      expect(stranger.status).toBe(404);
    });

    it('keeps each author to their own conversation', async () => {
      const mine = await getChat(author.accessToken);
      const theirs = await getChat(other.accessToken);
      const mineIds = new Set(mine.body.messages.map((m) => m.id));
      expect(theirs.body.messages.some((m) => mineIds.has(m.id))).toBe(false);
      const peek = await server.request('GET', `/staff/chats/${author.id}`, {
        token: other.accessToken,
      });
      expect(peek.status).toBe(403);
    });

    describe('the staff side', () => {
      it('refuses authors on every staff operation', async () => {
        for (const [method, path, body] of [
          ['GET', '/staff/chats', undefined],
          ['GET', `/staff/chats/${author.id}`, undefined],
          ['POST', `/staff/chats/${author.id}`, { message: 'I am staff, honestly' }],
          ['GET', '/staff/chats/events', undefined],
        ] as const) {
          const answer = await server.request(method, path, { token: author.accessToken, body });
          expect(answer.status, `${method} ${path}`).toBe(403);
          expect(answer.body).toEqual({ statusCode: 403, description: 'This is for staff only' });
        }
        expect((await server.request('GET', '/staff/chats')).status).toBe(401);
      });

      it('lists unanswered conversations first, then answers one; the author sees it live', async () => {
        const inbox = await server.request<Inbox>('GET', '/staff/chats', { token: staff.token });
        expect(inbox.status).toBe(200);
        const rows = inbox.body.chats.filter((c) => [author.id, other.id].includes(c.user_id));
        expect(rows).toHaveLength(2);
        expect(rows.every((row) => row.unanswered)).toBe(true);
        expect(rows.find((row) => row.user_id === author.id)?.unread).toBe(4);

        const opened = await server.request<{
          messages: Message[];
          books: { id: number }[];
        }>('GET', `/staff/chats/${author.id}`, { token: staff.token });
        expect(opened.body.books.map((book) => book.id)).toContain(author.localBookId);
        expect(opened.body.messages.filter((m) => m.source === 'user').every((m) => m.read)).toBe(
          true,
        );

        let replyId = 0;
        const events = await readEvents(
          server,
          '/chat/user/events',
          author.accessToken,
          async () => {
            const reply = await server.request<Sent>('POST', `/staff/chats/${author.id}`, {
              token: staff.token,
              body: { message: 'Your proof is ready on Friday.', imageData: pngDataUrl() },
            });
            expect(reply.status).toBe(201);
            replyId = reply.body.message.id;
          },
          (data) => data.includes(String(replyId)),
        );
        expect(events).toContain(String(replyId));

        const seen = await getChat(author.accessToken);
        const answer = seen.body.messages.find((m) => m.id === replyId);
        expect(answer).toMatchObject({
          source: 'admin',
          read: false,
          image_url: expect.any(String),
        });
        expect(seen.body.unread).toBeGreaterThanOrEqual(1);
        const marked = await server.request<{ updated: number }>('PUT', '/chat/user/markread', {
          token: author.accessToken,
        });
        expect(marked.body.updated).toBe(seen.body.unread);
        expect((await getChat(author.accessToken)).body.unread).toBe(0);

        const after = await server.request<Inbox>('GET', '/staff/chats', { token: staff.token });
        const ordered = after.body.chats.filter((c) => [author.id, other.id].includes(c.user_id));
        expect(ordered.map((row) => [row.user_id, row.unanswered])).toEqual([
          [other.id, true],
          [author.id, false],
        ]);
        const recorded = await database.db.select().from(staffActions);
        expect(recorded).toContainEqual(
          expect.objectContaining({
            staffId: staff.id,
            action: 'chat.reply',
            userId: author.id,
            details: { messageId: replyId, image: true },
          }),
        );
      });

      it('tells staff of a new message in any conversation', async () => {
        const events = await readEvents(
          server,
          '/staff/chats/events',
          staff.token,
          () => send(other.accessToken, { message: 'Anyone there?' }),
          (data) => data.includes(String(other.id)),
        );
        expect(events).toContain(String(other.id));
      });

      it('answers 404 for someone who is not an author', async () => {
        const missing = await server.request('GET', '/staff/chats/2147483647', {
          token: staff.token,
        });
        expect(missing.status).toBe(404);
        const colleague = await server.request('POST', `/staff/chats/${staff.id}`, {
          token: staff.token,
          body: { message: 'hi' },
        });
        expect(colleague.status).toBe(404);
      });

      it('loses the area when taken off staff', async () => {
        const email = (decodeJwt(staff.token).email as string) ?? '';
        await staffCommand.run(['remove', email], { db: server.app.db, log: () => {} });
        expect((await server.request('GET', '/staff/chats', { token: staff.token })).status).toBe(
          401,
        );
      });
    });
  },
);

describeOnEachDatabase(
  'support chat, throttled',
  {
    routes: ['auth', 'users', 'dev', 'chat'],
    config: {
      throttle: { ...testConfig().throttle, chatPerAccount: { max: 2, windowSeconds: 600 } },
    },
  },
  (server) => {
    it('refuses a flood of messages from one author (429), storing only those allowed', async () => {
      const author = await signUp(server, { verified: true });
      const statuses: number[] = [];
      for (const text of ['one', 'two', 'three']) {
        const sent = await server.request('POST', '/chat/user/sendmsg', {
          token: author.accessToken,
          body: { message: text },
        });
        statuses.push(sent.status);
      }
      expect(statuses).toEqual([201, 201, 429]);
      const chat = await server.request<Conversation>('GET', '/chat/user/getchat', {
        token: author.accessToken,
      });
      expect(chat.body.messages.filter((m) => m.source === 'user').map((m) => m.message)).toEqual([
        'one',
        'two',
      ]);
    });
  },
);
