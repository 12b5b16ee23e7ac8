import type { Middleware } from 'openapi-fetch';
import type { Session } from './create-session.ts';

/**
 * openapi-fetch middleware that sends the session's bearer token, refreshes it before a call when
 * it has expired, and after a 401 refreshes once and retries the call once. The retry goes
 * straight to fetch, not through the middleware again, so a second 401 is final.
 * `skipsSession` picks the calls that need no token (login, refresh, registration...): they go
 * out untouched and their 401s are final.
 */
export function authMiddleware(
  session: Session,
  skipsSession: (method: string, schemaPath: string) => boolean,
): Middleware {
  // A fetched Request's body is consumed, so each call keeps a clone to retry with.
  const retries = new Map<string, Request>();
  return {
    async onRequest({ request, schemaPath, id }) {
      if (skipsSession(request.method, schemaPath)) return undefined;
      const token = await session.accessToken();
      if (!token) return undefined;
      request.headers.set('Authorization', `Bearer ${token}`);
      retries.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id, options }) {
      const retry = retries.get(id);
      retries.delete(id);
      if (!retry || response.status !== 401) return undefined;
      const rejected = retry.headers.get('Authorization')?.slice('Bearer '.length) ?? '';
      const token = await session.accessTokenAfterRejection(rejected);
      if (!token) return undefined;
      await response.arrayBuffer(); // drain the small 401 body so the connection is reused
      retry.headers.set('Authorization', `Bearer ${token}`);
      return options.fetch(retry);
    },
    onError({ id }) {
      retries.delete(id);
      return undefined;
    },
  };
}
