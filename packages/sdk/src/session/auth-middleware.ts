import type { Middleware } from 'openapi-fetch';
import type { Session } from './create-session.ts';

/**
 * openapi-fetch middleware that sends the session's bearer token, refreshes it before a call when
 * it has expired, and after a 401 refreshes once and retries the call once. The retry goes
 * straight to fetch, not through the middleware again, so a second 401 is final. A call with a
 * binary body (`application/octet-stream`, an upload's chunk) is not retried: keeping a copy of
 * every such body for a rare 401 cost more than sending it. After its 401 the session is
 * refreshed all the same, and the caller sends it again (the chunk uploader does).
 * `skipsSession` picks the calls that need no token (login, refresh, registration...): they go
 * out untouched and their 401s are final.
 */
export function authMiddleware(
  session: Session,
  skipsSession: (method: string, schemaPath: string) => boolean,
): Middleware {
  // Each call's token, and a clone to retry with (a fetched Request's body is consumed), but for
  // a binary one.
  const sent = new Map<string, { token: string; replay: Request | null }>();
  return {
    async onRequest({ request, schemaPath, id }) {
      if (skipsSession(request.method, schemaPath)) return undefined;
      const token = await session.accessToken();
      if (!token) return undefined;
      request.headers.set('Authorization', `Bearer ${token}`);
      const binary = request.headers.get('Content-Type') === 'application/octet-stream';
      sent.set(id, { token, replay: binary ? null : request.clone() });
      return request;
    },
    async onResponse({ response, id, options }) {
      const call = sent.get(id);
      sent.delete(id);
      if (!call || response.status !== 401) return undefined;
      const token = await session.accessTokenAfterRejection(call.token);
      if (!token || !call.replay) return undefined;
      await response.arrayBuffer(); // drain the small 401 body so the connection is reused
      call.replay.headers.set('Authorization', `Bearer ${token}`);
      return options.fetch(call.replay);
    },
    onError({ id }) {
      sent.delete(id);
      return undefined;
    },
  };
}
