import { eq } from 'drizzle-orm';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { staffOnly, unauthorized } from '../../http/api-error.ts';
import { fileLinkUser } from './file-links.ts';
import { authenticate, type CurrentUser } from './sessions.ts';

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
 * token as the `jwt` query parameter (`jwtQuery`) or a signed file link (`fileLink`); a staff
 * operation (`staffBearer`) also needs a staff account, or 403.
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
    // Staff operations ask the database on every call: the token's role claim only steers the
    // portal, and an account taken off staff loses the area at once.
    if (schemes.includes('staffBearer') && !(await isStaff(db, user.id))) throw staffOnly();
    request.user = user;
  };
}

async function isStaff(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role === 'staff';
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
