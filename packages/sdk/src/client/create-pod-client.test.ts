import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionEndReason } from '../session/create-session.ts';
import { memoryTokenStore } from '../session/memory-token-store.ts';
import type { Tokens } from '../session/token-store.ts';
import { BASE, fakeAuthApi, NOW, tokenPair } from '../test-support/fake-api.ts';
import { createPodClient } from './create-pod-client.ts';

const api = fakeAuthApi();
const server = setupServer(...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  api.state.refreshCalls = [];
  api.state.logoutCalls = [];
  api.state.bookCalls = [];
});
afterAll(() => server.close());

function pod(initial: Tokens | null = null) {
  const store = memoryTokenStore(initial);
  const client = createPodClient({ baseUrl: BASE, tokenStore: store, now: () => NOW });
  const ended: SessionEndReason[] = [];
  client.session.onEnd((reason) => ended.push(reason));
  return { client, store, ended };
}

describe('createPodClient: session', () => {
  it('logs in, keeps the tokens and lists books with them', async () => {
    const { client, store } = pod();
    const login = await client.auth.login({
      body: { email: 'thandi@example.co.za', password: 'Str0ng!pass' },
    });
    expect(login.outcome).toEqual({ kind: 'ok' });
    const tokens = store.get();
    expect(login.data?.statusCode === 0 && login.data.accessToken).toBe(tokens?.accessToken);
    const books = await client.books.list();
    expect(books.data?.localBooks[0]?.book_title).toBe('The Karoo Road');
    expect(api.state.bookCalls).toEqual([`Bearer ${tokens?.accessToken}`]);
  });

  it('answers a failed login as a typed outcome and keeps no tokens', async () => {
    const { client, store } = pod();
    const login = await client.auth.login({
      body: { email: 'thandi@example.co.za', password: 'wrong' },
    });
    expect(login.error).toMatchObject({ statusCode: 'U33' });
    expect(login.outcome).toMatchObject({ kind: 'loginFailed', code: 'U33', status: 401 });
    expect(store.get()).toBeNull();
  });

  it('answers a second step as a typed result, and its completion starts the session', async () => {
    const pair = tokenPair();
    const verified: unknown[] = [];
    server.use(
      http.post(`${BASE}/authO/login`, () =>
        HttpResponse.json({
          statusCode: 'U35',
          description: 'Enter the 4-digit code we emailed you',
          second_step: 'code',
          challenge: 'challenge-1',
          methods: ['code'],
          can_remember: true,
          expires_at: new Date(NOW + 1_800_000).toISOString(),
        }),
      ),
      http.post(`${BASE}/authO/login/verify`, async ({ request }) => {
        verified.push(await request.json());
        return HttpResponse.json({ statusCode: 0, description: 'Successful', ...pair });
      }),
    );
    const { client, store } = pod();
    const login = await client.auth.login({
      body: { email: 'thandi@example.co.za', password: 'Str0ng!pass' },
    });
    expect(login.outcome).toMatchObject({ kind: 'secondStepRequired', code: 'U35' });
    expect(store.get()).toBeNull();
    // `statusCode` tells the two answers apart, for the compiler too.
    if (login.data?.statusCode !== 'U35') throw new Error('expected the second step');
    expect(login.data.second_step).toBe('code');
    const done = await client.auth.verifySecondStep({
      body: { challenge: login.data.challenge, method: 'code', code: '4821' },
    });
    expect(done.outcome).toEqual({ kind: 'ok' });
    expect(verified).toEqual([{ challenge: 'challenge-1', method: 'code', code: '4821' }]);
    expect(store.get()).toEqual(pair);
  });

  it('stores the tokens a registration answers', async () => {
    const pair = tokenPair();
    server.use(
      http.post(`${BASE}/user/adduser`, () =>
        HttpResponse.json({ statusCode: 0, description: 'Successful', ...pair }, { status: 201 }),
      ),
    );
    const { client, store } = pod();
    const result = await client.users.register({
      body: {
        username: 'thandi@example.co.za',
        name_first: 'Thandi',
        name_last: 'Mokoena',
        email: 'thandi@example.co.za',
        password: 'Str0ng!pass',
        confirm_password: 'Str0ng!pass',
      },
    });
    expect(result.outcome.kind).toBe('ok');
    expect(store.get()).toEqual(pair);
  });

  it('refreshes an expired token once for concurrent calls, sending the refresh token', async () => {
    const stale = api.issue(-60);
    const { client, store } = pod(stale);
    const results = await Promise.all([1, 2, 3, 4].map(() => client.books.list()));
    expect(results.every((result) => result.outcome.kind === 'ok')).toBe(true);
    expect(api.state.refreshCalls).toEqual([
      { body: { token: stale.refreshToken }, authorization: `Bearer ${stale.refreshToken}` },
    ]);
    const fresh = store.get();
    expect(fresh?.refreshToken).not.toBe(stale.refreshToken);
    expect(new Set(api.state.bookCalls)).toEqual(new Set([`Bearer ${fresh?.accessToken}`]));
  });

  it('after a 401 refreshes once and retries once', async () => {
    const revoked = tokenPair(); // not expired, but the server does not know its access token
    const refresh = api.issue();
    const { client } = pod({
      accessToken: revoked.accessToken,
      refreshToken: refresh.refreshToken,
    });
    const books = await client.books.list();
    expect(books.outcome.kind).toBe('ok');
    expect(api.state.bookCalls).toHaveLength(2);
    expect(api.state.refreshCalls).toHaveLength(1);
  });

  it('ends the session when the refresh is refused; the app hears it once', async () => {
    const { client, store, ended } = pod(tokenPair(-60)); // refresh token unknown: U34
    const [first, second] = await Promise.all([client.books.list(), client.books.list()]);
    expect(first.outcome).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(second.outcome.kind).toBe('unauthorized');
    expect(api.state.refreshCalls).toHaveLength(1);
    expect(store.get()).toBeNull();
    expect(ended).toEqual(['refreshFailed']);
  });

  it('ends the session without calling the server when both tokens have expired', async () => {
    const { client, store, ended } = pod(api.issue(-120, -60));
    const books = await client.books.list();
    expect(books.outcome.kind).toBe('unauthorized');
    expect(api.state.refreshCalls).toHaveLength(0);
    expect(api.state.bookCalls).toEqual([null]);
    expect(store.get()).toBeNull();
    expect(ended).toEqual(['expired']);
  });

  it('logs out on the server with the refresh token, then clears the store', async () => {
    const pair = api.issue();
    const { client, store, ended } = pod(pair);
    const result = await client.auth.logout();
    expect(result?.outcome.kind).toBe('ok');
    expect(api.state.logoutCalls).toEqual([
      { body: { token: pair.refreshToken }, authorization: `Bearer ${pair.accessToken}` },
    ]);
    expect(store.get()).toBeNull();
    expect(ended).toEqual(['logout']);
    expect(await client.auth.logout()).toBeUndefined();
    expect(api.state.logoutCalls).toHaveLength(1);
  });

  it('clears the store on logout even when the server cannot be reached', async () => {
    server.use(http.delete(`${BASE}/authO/logout`, () => HttpResponse.error()));
    const { client, store, ended } = pod(api.issue());
    await expect(client.auth.logout()).rejects.toThrow();
    expect(store.get()).toBeNull();
    expect(ended).toEqual(['logout']);
  });

  it('gives the current access token and can start a session from tokens', async () => {
    const { client } = pod();
    expect(await client.session.accessToken()).toBeNull();
    const pair = api.issue();
    await client.session.start(pair);
    expect(await client.session.tokens()).toEqual(pair);
    expect(await client.session.accessToken()).toBe(pair.accessToken);
  });

  it("keeps the tokens in the tab's sessionStorage when there is one, in memory otherwise", async () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    };
    Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
    try {
      const client = createPodClient({ baseUrl: BASE });
      await client.auth.login({ body: { email: 'a@b.co', password: 'Str0ng!pass' } });
      expect(JSON.parse(items.get('pod-portal.tokens') ?? '{}')).toHaveProperty('accessToken');
    } finally {
      Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
    const inMemory = createPodClient({ baseUrl: BASE });
    await inMemory.auth.login({ body: { email: 'a@b.co', password: 'Str0ng!pass' } });
    expect(await inMemory.session.tokens()).not.toBeNull();
    expect(items.size).toBe(1);
  });

  it('throws only on network failures', async () => {
    server.use(http.get(`${BASE}/user/getuserbooks`, () => HttpResponse.error()));
    const { client } = pod(api.issue());
    await expect(client.books.list()).rejects.toThrow();
  });
});

describe('createPodClient: the offline queue', () => {
  it('keeps a call the network lost and replays it with its Idempotency-Key and the token', async () => {
    const { client } = pod(tokenPair());
    const seen: Array<{ key: string | null; auth: string | null; body: unknown }> = [];
    let online = false;
    server.use(
      http.post(`${BASE}/chat/user/sendmsg`, async ({ request }) => {
        if (!online) return HttpResponse.error();
        seen.push({
          key: request.headers.get('idempotency-key'),
          auth: request.headers.get('authorization'),
          body: await request.json(),
        });
        return HttpResponse.json({ statusCode: 0, description: 'Successful' }, { status: 201 });
      }),
    );
    const sent = await client.offline.send({
      method: 'POST',
      path: '/chat/user/sendmsg',
      body: { message: 'Written on the train' },
      label: 'Your chat message',
    });
    expect(sent.queued).toBe(true);
    online = true;
    await client.offline.replay();
    expect(seen).toEqual([
      {
        key: sent.queued ? sent.call.id : null,
        auth: expect.stringMatching(/^Bearer /),
        body: { message: 'Written on the train' },
      },
    ]);
    expect(client.offline.state().pending).toEqual([]);
  });
});
