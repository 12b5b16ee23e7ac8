import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { pushSubscriptions } from '../../../../db/schema/index.ts';
import { testConfig } from '../../../../test/harness.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { startPushService } from '../../../../test/push-service.ts';
import {
  type AuthorWithBook,
  authorWithBook,
  QUOTING_ROUTES,
} from '../../../../test/reads-fixture.ts';
import { signInStaff } from '../../../../test/staff.ts';

const WAIT = { timeout: 15_000, interval: 50 };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const base = testConfig();

describeOnEachDatabase(
  'web push: the key, subscriptions, and notifications sent as jobs',
  {
    routes: [...QUOTING_ROUTES, 'staff', 'chat', 'push', 'transactions', 'payments'],
    config: { push: { ...base.push, loopbackEndpoints: true } },
  },
  (server, database) => {
    let service: Awaited<ReturnType<typeof startPushService>>;
    let author: AuthorWithBook;
    let staff: { id: number; token: string };
    const path = `/push/${randomBytes(6).toString('hex')}`;
    const subscribe = (body: unknown, token = author.accessToken) =>
      server.request('POST', '/push/subscribe', { token, body });
    const messages = () =>
      service.received.filter((push) => push.path === path).map((push) => JSON.parse(push.text));

    beforeAll(async () => {
      service = await startPushService();
      author = await authorWithBook(server, 'The Karoo Road');
      staff = await signInStaff(server);
    });
    afterAll(() => service.close());

    it('gives the VAPID public key to a signed-in user, and subscribes once per endpoint', async () => {
      const key = await server.request<{ publicKey: string }>('GET', '/push/publickey', {
        token: author.accessToken,
      });
      expect(key.body.publicKey).toBe(server.config.push.publicKey);
      expect(Buffer.from(key.body.publicKey, 'base64url')).toHaveLength(65);
      expect((await server.request('GET', '/push/publickey')).status).toBe(401);

      expect((await subscribe(service.subscription(path))).status).toBe(201);
      expect((await subscribe(service.subscription(path))).status).toBe(200);
      const rows = await database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, author.id));
      expect(rows).toHaveLength(1);
    });

    it('refuses endpoints that are not a push service, and keys that are not a browser’s', async () => {
      const good = service.subscription('/elsewhere');
      const refused = [
        { ...good, endpoint: 'https://intranet.example/push' },
        { ...good, endpoint: 'http://169.254.169.254/latest/meta-data' },
        { ...good, endpoint: 'https://user:pw@fcm.googleapis.com/fcm/send/x' },
        { ...good, endpoint: 'not a url' },
        { ...good, keys: { ...good.keys, p256dh: 'AAAA' } },
        { ...good, keys: { ...good.keys, auth: randomBytes(8).toString('base64url') } },
      ];
      for (const body of refused) {
        const answer = await subscribe(body);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({
          errors: [expect.objectContaining({ message: expect.any(String) })],
        });
      }
      const fcm = { ...good, endpoint: 'https://fcm.googleapis.com/fcm/send/abc123' };
      expect((await subscribe(fcm)).status).toBe(201);
      expect((await server.request('POST', '/push/subscribe', { body: fcm })).status).toBe(401);
      await database.db
        .delete(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, fcm.endpoint));
    });

    it('notifies the author when staff move a book on, signed with our VAPID key and encrypted to the browser', async () => {
      const moved = await server.request('PUT', `/staff/books/${author.localBookId}/status`, {
        token: staff.token,
        body: { status: 'proofing' },
      });
      expect(moved.status).toBe(200);
      await vi.waitFor(() => expect(messages()).toHaveLength(1), WAIT);
      expect(messages()[0]).toEqual({
        title: 'Your book has moved on',
        body: 'The Karoo Road (local) is now proofing.',
        url: '/books',
        tag: `book-${author.localBookId}`,
      });
      const push = service.received.find((each) => each.path === path);
      expect(push?.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
      const [, jwt = '', key = ''] =
        /^vapid t=([^,]+), k=(\S+)$/.exec(String(push?.headers.authorization)) ?? [];
      expect(key).toBe(server.config.push.publicKey);
      expect(decodeJwt(jwt)).toMatchObject({
        aud: service.origin,
        sub: server.config.push.subject,
      });
    });

    it('notifies the author when staff answer in the chat, and when a payment completes', async () => {
      const before = messages().length;
      const reply = await server.request('POST', `/staff/chats/${author.id}`, {
        token: staff.token,
        body: { message: 'Your proof is on its way.' },
      });
      expect(reply.status).toBe(201);
      await vi.waitFor(() => expect(messages()).toHaveLength(before + 1), WAIT);
      expect(messages().at(-1)).toMatchObject({ title: 'Support answered', url: '/dashboard' });

      const reference = `PF-${randomBytes(4).toString('hex')}`;
      await server.request('POST', '/user/createtransaction', {
        token: author.accessToken,
        body: {
          transaction_ref: reference,
          amount: 99.5,
          user_id: author.id,
          payment_method: 'cc',
        },
      });
      await server.request('POST', '/payments/sandbox/complete', {
        rawBody: new URLSearchParams([
          ['m_payment_id', reference],
          ['outcome', 'pay'],
        ]).toString(),
        headers: FORM,
      });
      await vi.waitFor(() => expect(messages()).toHaveLength(before + 2), WAIT);
      expect(messages().at(-1)).toMatchObject({
        title: 'Payment received',
        body: `Your payment of R 99.50 (${reference}) is complete.`,
        url: '/transactions',
      });
    });

    it('removes a subscription the push service says is gone', async () => {
      service.unsubscribe(path);
      await server.request('PUT', `/staff/books/${author.localBookId}/status`, {
        token: staff.token,
        body: { status: 'approved' },
      });
      await vi.waitFor(async () => {
        const rows = await database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, author.id));
        expect(rows).toEqual([]);
      }, WAIT);
    });
  },
);
