import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { fileLinkUser } from '../auth/file-links.ts';
import { authenticate, type CurrentUser } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { unauthorized } from '../errors/api-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard on operations that need a token. */
    user: CurrentUser | null;
  }
}

/** The bearer token of the Authorization header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * The guard the contract plugin puts on every operation that needs a token: a valid access
 * token of a live session, or 401. An operation whose contract accepts them also takes the
 * token as the `jwt` query parameter (`jwtQuery`) or a signed file link (`fileLink`).
 */
export function createAuthGuard(db: Db, secret: Uint8Array): onRequestHookHandler {
  return async (request) => {
    const schemes = request.routeOptions.config.securitySchemes ?? [];
    const query = (request.query ?? {}) as Record<string, unknown>;
    const token =
      bearerToken(request) ??
      (schemes.includes('jwtQuery') && typeof query.jwt === 'string' ? query.jwt : undefined);
    let user = token ? await authenticate(db, secret, token) : null;
    const { fileName } = (request.params ?? {}) as { fileName?: unknown };
    if (!user && schemes.includes('fileLink') && typeof fileName === 'string')
      user = await fileLinkUser(db, secret, fileName, query);
    if (!user) throw unauthorized();
    request.user = user;
  };
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
