import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import createClient from 'openapi-fetch';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeJwt } from '../test-support/make-jwt.ts';
import { authMiddleware } from './auth-middleware.ts';
import { createSession, type SessionEndReason } from './create-session.ts';
import { memoryTokenStore } from './memory-token-store.ts';
import type { Tokens } from './token-store.ts';

// A two-call API is enough here: the middleware never looks at the contract.
interface TestPaths {
  '/notes': {
    post: {
      requestBody: { content: { 'application/json': { text: string } } };
      responses: {
        200: { content: { 'application/json': { text: string; token: string } } };
        401: { content: { 'application/json': { description: string } } };
      };
    };
  };
  '/authO/login': {
    post: {
      responses: {
        200: { content: { 'application/json': Tokens } };
        401: { content: { 'application/json': { description: string } } };
      };
    };
  };
}

const base = 'http://api.test';
const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);
const at = (offsetSeconds: number) => Math.floor(NOW / 1000) + offsetSeconds;
const live = (name: string) => makeJwt({ sub: name, exp: at(900) });
const expired = (name: string) => makeJwt({ sub: name, exp: at(-60) });

const calls = { notes: [] as Array<string | null>, refreshes: 0 };
let validTokens = new Set<string>();
let refreshAnswer: () => Response = () => HttpResponse.json({ description: 'no' }, { status: 401 });

const server = setupServer(
  http.post(`${base}/notes`, async ({ request }) => {
    const auth = request.headers.get('Authorization');
    calls.notes.push(auth);
    const token = auth?.replace('Bearer ', '') ?? '';
    if (!validTokens.has(token))
      return HttpResponse.json({ description: 'expired' }, { status: 401 });
    const { text } = (await request.json()) as { text: string };
    return HttpResponse.json({ text, token });
  }),
  http.post(`${base}/authO/login`, () => HttpResponse.json({ description: 'no' }, { status: 401 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.notes = [];
  calls.refreshes = 0;
  validTokens = new Set();
});
afterAll(() => server.close());

function setup(initial: Tokens | null, clock = { now: NOW }) {
  const store = memoryTokenStore(initial);
  const session = createSession({
    store,
    now: () => clock.now,
    refresh: async (tokens) => {
      calls.refreshes += 1;
      const response = await fetch(`${base}/authO/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: tokens.refreshToken }),
      });
      return response.ok ? ((await response.json()) as Tokens) : null;
    },
  });
  const ended: SessionEndReason[] = [];
  session.onEnd((reason) => ended.push(reason));
  const client = createClient<TestPaths>({ baseUrl: base });
  client.use(
    authMiddleware(session, (method, path) => `${method} ${path}` === 'POST /authO/login'),
  );
  const note = (text: string) => client.POST('/notes', { body: { text } });
  return { store, session, client, note, ended };
}

function refreshGives(tokens: Tokens) {
  refreshAnswer = () => HttpResponse.json(tokens);
  server.use(http.post(`${base}/authO/refresh`, () => refreshAnswer()));
}

describe('authMiddleware with a session', () => {
  it('sends the access token as a bearer token and nothing without a session', async () => {
    const access = live('a1');
    validTokens.add(access);
    const { note } = setup({ accessToken: access, refreshToken: live('r1') });
    const { data } = await note('hello');
    expect(data).toEqual({ text: 'hello', token: access });
    expect(calls.notes).toEqual([`Bearer ${access}`]);

    const anonymous = setup(null);
    const { error, response } = await anonymous.note('hello');
    expect(response.status).toBe(401);
    expect(error).toEqual({ description: 'expired' });
    expect(calls.notes[1]).toBeNull();
    expect(calls.refreshes).toBe(0);
  });

  it('refreshes an expired access token before the call, not after a 401', async () => {
    const fresh = { accessToken: live('a2'), refreshToken: live('r2') };
    validTokens.add(fresh.accessToken);
    refreshGives(fresh);
    const { note, store } = setup({ accessToken: expired('a1'), refreshToken: live('r1') });
    const { data } = await note('x');
    expect(data?.token).toBe(fresh.accessToken);
    expect(calls.refreshes).toBe(1);
    expect(calls.notes).toEqual([`Bearer ${fresh.accessToken}`]);
    expect(store.get()).toEqual(fresh);
  });

  it('counts a token inside the clock-skew margin as expired', async () => {
    const fresh = { accessToken: live('a2'), refreshToken: live('r2') };
    validTokens.add(fresh.accessToken);
    refreshGives(fresh);
    const almost = makeJwt({ sub: 'a1', exp: at(10) });
    validTokens.add(almost);
    const { note } = setup({ accessToken: almost, refreshToken: live('r1') });
    await note('x');
    expect(calls.refreshes).toBe(1);
  });

  it('makes exactly one refresh for concurrent calls with an expired token', async () => {
    const fresh = { accessToken: live('a2'), refreshToken: live('r2') };
    validTokens.add(fresh.accessToken);
    refreshGives(fresh);
    const { note } = setup({ accessToken: expired('a1'), refreshToken: live('r1') });
    const results = await Promise.all(['a', 'b', 'c', 'd', 'e'].map(note));
    expect(calls.refreshes).toBe(1);
    expect(results.map((result) => result.data?.text)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(new Set(calls.notes)).toEqual(new Set([`Bearer ${fresh.accessToken}`]));
  });

  it('after a 401 refreshes once and retries once, with the same body', async () => {
    const fresh = { accessToken: live('a2'), refreshToken: live('r2') };
    validTokens.add(fresh.accessToken);
    refreshGives(fresh);
    const revoked = live('a1'); // not expired by the clock, but the server no longer takes it
    const { note } = setup({ accessToken: revoked, refreshToken: live('r1') });
    const { data } = await note('keep me');
    expect(data).toEqual({ text: 'keep me', token: fresh.accessToken });
    expect(calls.notes).toEqual([`Bearer ${revoked}`, `Bearer ${fresh.accessToken}`]);
    expect(calls.refreshes).toBe(1);
  });

  it('never retries more than once: a second 401 is the answer', async () => {
    refreshGives({ accessToken: live('a2'), refreshToken: live('r2') }); // also rejected
    const { note, ended } = setup({ accessToken: live('a1'), refreshToken: live('r1') });
    const { error, response } = await note('x');
    expect(response.status).toBe(401);
    expect(error).toEqual({ description: 'expired' });
    expect(calls.notes).toHaveLength(2);
    expect(calls.refreshes).toBe(1);
    expect(ended).toEqual([]);
  });

  it('after the 401 of a binary body refreshes, but leaves sending it again to the caller', async () => {
    const fresh = { accessToken: live('a2'), refreshToken: live('r2') };
    validTokens.add(fresh.accessToken);
    refreshGives(fresh);
    const revoked = live('a1');
    const { client, note } = setup({ accessToken: revoked, refreshToken: live('r1') });
    const { response } = await client.POST('/notes', {
      // an upload's chunk: raw bytes, not the JSON the path's type describes
      body: new Uint8Array([1, 2, 3]) as unknown as { text: string },
      bodySerializer: (body) => body as unknown as BodyInit,
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    expect(response.status).toBe(401);
    expect(calls.notes).toEqual([`Bearer ${revoked}`]);
    expect(calls.refreshes).toBe(1);
    expect((await note('next')).data?.token).toBe(fresh.accessToken);
  });

  it('shares one refresh between concurrent calls that got a 401', async () => {
    const fresh = { accessToken: live('a2'), refreshToken: live('r2') };
    validTokens.add(fresh.accessToken);
    refreshGives(fresh);
    const { note } = setup({ accessToken: live('a1'), refreshToken: live('r1') });
    const results = await Promise.all(['a', 'b', 'c'].map(note));
    expect(results.every((result) => result.data?.token === fresh.accessToken)).toBe(true);
    expect(calls.refreshes).toBe(1);
    expect(calls.notes).toHaveLength(6);
  });

  it('ends the session when the refresh is refused, once, and answers the 401', async () => {
    server.use(
      http.post(`${base}/authO/refresh`, () =>
        HttpResponse.json({ description: 'reused' }, { status: 401 }),
      ),
    );
    const { note, store, ended } = setup({ accessToken: expired('a1'), refreshToken: live('r1') });
    const [first, second] = await Promise.all([note('a'), note('b')]);
    expect(first.response.status).toBe(401);
    expect(second.response.status).toBe(401);
    expect(calls.refreshes).toBe(1);
    expect(store.get()).toBeNull();
    expect(ended).toEqual(['refreshFailed']);
    expect(calls.notes).toEqual([null, null]);
  });

  it('ends the session without a refresh when both tokens have expired', async () => {
    const { note, store, ended } = setup({
      accessToken: expired('a1'),
      refreshToken: expired('r1'),
    });
    const results = await Promise.all([note('a'), note('b')]);
    expect(results.map((result) => result.response.status)).toEqual([401, 401]);
    expect(calls.refreshes).toBe(0);
    expect(store.get()).toBeNull();
    expect(ended).toEqual(['expired']);
  });

  it('keeps the session when the refresh fails on the network: the call throws', async () => {
    server.use(http.post(`${base}/authO/refresh`, () => HttpResponse.error()));
    const tokens = { accessToken: expired('a1'), refreshToken: live('r1') };
    const { note, store, ended } = setup(tokens);
    await expect(note('x')).rejects.toThrow();
    expect(store.get()).toEqual(tokens);
    expect(ended).toEqual([]);
  });

  it('follows the clock: a token that was live expires later', async () => {
    const clock = { now: NOW };
    const first = live('a1');
    const fresh = { accessToken: makeJwt({ sub: 'a2', exp: at(1800) }), refreshToken: live('r2') };
    validTokens = new Set([first, fresh.accessToken]);
    refreshGives(fresh);
    const longLived = makeJwt({ sub: 'r1', exp: at(7200) });
    const { note } = setup({ accessToken: first, refreshToken: longLived }, clock);
    await note('before');
    expect(calls.refreshes).toBe(0);
    clock.now = NOW + 901 * 1000;
    await note('after');
    expect(calls.refreshes).toBe(1);
    expect(calls.notes).toEqual([`Bearer ${first}`, `Bearer ${fresh.accessToken}`]);
  });

  it('leaves the session paths alone: no token, no refresh, no retry', async () => {
    const { client } = setup({ accessToken: expired('a1'), refreshToken: live('r1') });
    const seen = vi.fn();
    server.use(
      http.post(`${base}/authO/login`, ({ request }) => {
        seen(request.headers.get('Authorization'));
        return HttpResponse.json({ description: 'no' }, { status: 401 });
      }),
    );
    const { response } = await client.POST('/authO/login');
    expect(response.status).toBe(401);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenCalledWith(null);
    expect(calls.refreshes).toBe(0);
  });

  it('does not bring a session back when it ends while a refresh is on its way', async () => {
    let answerRefresh: ((response: Response) => void) | undefined;
    server.use(
      http.post(
        `${base}/authO/refresh`,
        () => new Promise<Response>((resolve) => (answerRefresh = resolve)),
      ),
    );
    const { note, session, store, ended } = setup({
      accessToken: expired('a1'),
      refreshToken: live('r1'),
    });
    const pending = note('x');
    await vi.waitFor(() => expect(answerRefresh).toBeDefined());
    await session.end('logout');
    answerRefresh?.(HttpResponse.json({ accessToken: live('a2'), refreshToken: live('r2') }));
    const { response } = await pending;
    expect(response.status).toBe(401);
    expect(store.get()).toBeNull();
    expect(ended).toEqual(['logout']);
  });

  it('stops telling a listener once it unsubscribes', async () => {
    const { session } = setup({ accessToken: live('a1'), refreshToken: live('r1') });
    const listener = vi.fn();
    const stop = session.onEnd(listener);
    stop();
    await session.end('logout');
    expect(listener).not.toHaveBeenCalled();
    expect(await session.tokens()).toBeNull();
  });
});
