import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { type SignedUp, signUp } from '../test/accounts.ts';
import { describeOnEachDatabase } from '../test/on-each-database.ts';

interface Chat {
  messages: { message: string }[];
}

describeOnEachDatabase(
  'Idempotency-Key on changing requests',
  { routes: ['auth', 'users', 'dev', 'chat'] },
  (server) => {
    let author: SignedUp;
    const send = (message: string, key?: string, token = author.accessToken) =>
      server.request<{ message?: { id: number } }>('POST', '/chat/user/sendmsg', {
        token,
        body: { message },
        headers: key ? { 'idempotency-key': key } : {},
      });
    const bodies = async () =>
      (
        await server.request<Chat>('GET', '/chat/user/getchat', { token: author.accessToken })
      ).body.messages
        .map((message) => message.message)
        .filter((body) => body.startsWith('Offline '));

    beforeAll(async () => {
      author = await signUp(server, { verified: true });
    });

    it('runs a request once, and answers its repeat with the first answer', async () => {
      const key = randomUUID();
      const first = await send('Offline 1', key);
      expect(first.status).toBe(201);
      const again = await send('Offline 1', key);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      expect(await bodies()).toEqual(['Offline 1']);
      // Without a key, every request runs.
      await send('Offline 2');
      await send('Offline 2');
      expect(await bodies()).toEqual(['Offline 1', 'Offline 2', 'Offline 2']);
    });

    it('keeps a refusal too, refuses a key reused for another request or malformed, and keeps keys per user', async () => {
      const key = randomUUID();
      const empty = await send('', key);
      expect(empty.status).toBe(400);
      expect((await send('', key)).body).toEqual(empty.body);
      const reused = await server.request('PUT', '/chat/user/markread', {
        token: author.accessToken,
        headers: { 'idempotency-key': key },
      });
      expect(reused.status).toBe(422);
      expect(reused.body).toMatchObject({
        description: 'This Idempotency-Key was used for another request',
      });
      expect((await send('Offline 3', 'short')).status).toBe(400);
      const other = await signUp(server, { verified: true });
      const shared = randomUUID();
      expect((await send('Offline 4', shared)).status).toBe(201);
      expect(
        (await send('Offline 4', shared, other.accessToken)).headers.get('idempotent-replayed'),
      ).toBeNull();
    });

    it('refuses the key reused with another body (422), running nothing, whatever the order of its fields', async () => {
      const key = randomUUID();
      const raw = (json: string) =>
        server.request('POST', '/chat/user/sendmsg', {
          token: author.accessToken,
          rawBody: json,
          headers: { 'idempotency-key': key, 'content-type': 'application/json' },
        });
      expect((await raw('{"message":"Offline 6","imageData":null}')).status).toBe(201);
      const other = await send('Offline 7', key);
      expect(other.status).toBe(422);
      expect(other.body).toEqual({
        statusCode: 422,
        description: 'This Idempotency-Key was used for another request',
      });
      expect(other.headers.get('idempotent-replayed')).toBeNull();
      expect(await bodies()).not.toContain('Offline 7');
      // The same body with its fields in another order is the same request: its answer again.
      const reordered = await raw('{"imageData":null,"message":"Offline 6"}');
      expect(reordered.status).toBe(201);
      expect(reordered.headers.get('idempotent-replayed')).toBe('true');
    });

    it('runs one of two simultaneous repeats, and gives the other its answer', async () => {
      const key = randomUUID();
      const before = (await bodies()).length;
      const [first, second] = await Promise.all([send('Offline 5', key), send('Offline 5', key)]);
      expect([first?.status, second?.status]).toEqual([201, 201]);
      expect(first?.body).toEqual(second?.body);
      expect(await bodies()).toHaveLength(before + 1);
    });
  },
);
