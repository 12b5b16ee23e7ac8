import { HttpResponse, http } from 'msw';
import { makeJwt } from './make-jwt.ts';

export const BASE = 'http://portal.test/api';
/** Tokens are minted relative to the real clock, so the README example (which reads the clock) works on any day. */
export const NOW = Date.now();
const seconds = (offset: number) => Math.floor(NOW / 1000) + offset;

let serial = 0;
/** A fresh token pair: the access token lives 15 minutes, the refresh token a day. */
export function tokenPair(accessLife = 900, refreshLife = 86_400) {
  serial += 1;
  return {
    accessToken: makeJwt({ sub: '42', jti: `a${serial}`, exp: seconds(accessLife) }),
    refreshToken: makeJwt({
      sub: '42',
      jti: `r${serial}`,
      typ: 'refresh',
      exp: seconds(refreshLife),
    }),
  };
}

/**
 * The auth part of the API, as the contract describes it: login, rotating refresh (a reused
 * refresh token answers 401 U34), logout, and the book list behind a bearer token.
 */
export function fakeAuthApi({ base = BASE, password = 'Str0ng!pass' } = {}) {
  const state = {
    liveAccess: new Set<string>(),
    liveRefresh: new Set<string>(),
    refreshCalls: [] as Array<{ body: unknown; authorization: string | null }>,
    logoutCalls: [] as Array<{ body: unknown; authorization: string | null }>,
    bookCalls: [] as Array<string | null>,
  };
  const issue = (accessLife?: number, refreshLife?: number) => {
    const pair = tokenPair(accessLife, refreshLife);
    state.liveAccess.add(pair.accessToken);
    state.liveRefresh.add(pair.refreshToken);
    return pair;
  };
  const unauthorized = () =>
    HttpResponse.json({ statusCode: 401, description: 'Unauthorized' }, { status: 401 });
  const handlers = [
    http.post(`${base}/authO/login`, async ({ request }) => {
      const body = (await request.json()) as { password: string };
      if (body.password !== password) {
        return HttpResponse.json(
          { statusCode: 'U33', description: 'Login unsuccessful' },
          { status: 401 },
        );
      }
      return HttpResponse.json({ statusCode: 0, description: 'Successful', ...issue() });
    }),
    http.post(`${base}/authO/refresh`, async ({ request }) => {
      const body = (await request.json()) as { token: string };
      state.refreshCalls.push({ body, authorization: request.headers.get('Authorization') });
      if (!state.liveRefresh.delete(body.token)) {
        return HttpResponse.json(
          { statusCode: 'U34', description: 'Invalid refresh token' },
          { status: 401 },
        );
      }
      return HttpResponse.json({ statusCode: 0, description: 'Successful', ...issue() });
    }),
    http.delete(`${base}/authO/logout`, async ({ request }) => {
      const body = (await request.json()) as { token: string };
      const authorization = request.headers.get('Authorization');
      state.logoutCalls.push({ body, authorization });
      if (!state.liveAccess.has(authorization?.replace('Bearer ', '') ?? '')) return unauthorized();
      state.liveRefresh.delete(body.token);
      return HttpResponse.json({ statusCode: 0, description: 'Logged out' });
    }),
    http.get(`${base}/user/getuserbooks`, ({ request }) => {
      const authorization = request.headers.get('Authorization');
      state.bookCalls.push(authorization);
      if (!state.liveAccess.has(authorization?.replace('Bearer ', '') ?? '')) return unauthorized();
      return HttpResponse.json({
        statusCode: 0,
        description: 'Successful',
        localBooks: [{ id: 101, book_title: 'The Karoo Road' }],
        internationalBooks: [],
      });
    }),
  ];
  return { state, handlers, issue };
}
