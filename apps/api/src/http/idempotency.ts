import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idempotentRequests } from '../db/schema/index.ts';
import { ApiError, idempotencyKeyReused, invalidField } from './api-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request runs under, when it is the first with it (its answer is kept). */
    idempotency: { userId: number; key: string } | null;
  }
}

const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// A first request that has not finished in this long was cut off (the server stopped): a
// repeat runs again rather than being refused for ever.
const ABANDONED_AFTER = sql`interval '2 minutes'`;
const KEPT_FOR = sql`interval '24 hours'`;
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;

/** The request's `Idempotency-Key`, checked (8 to 64 characters), if it sent one. */
export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key.length < 8 || key.length > 64) {
    throw invalidField('Idempotency-Key', 'The Idempotency-Key header must be 8 to 64 characters');
  }
  return key;
}

/** JSON with every object's keys in order: the same body whatever order its fields came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A body the route reads as it streams in (a chunk's bytes), not yet parsed. */
const isStream = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && 'pipe' in value;

/**
 * What an `Idempotency-Key` is bound to: the method, the path with its query and a digest of
 * the body (its JSON with the keys in order, or its bytes), so the key sent again with
 * another request, or the same one with another body, is told apart from a repeat. A body
 * still streaming (a chunk's bytes) is named by its path and query alone.
 */
export function requestFingerprint(request: FastifyRequest): string {
  const { body } = request;
  const digest = createHash('sha256');
  if (Buffer.isBuffer(body)) digest.update(body);
  else if (typeof body === 'string') digest.update(body);
  else if (body !== undefined && !isStream(body)) digest.update(canonicalJson(body));
  return `${request.method} ${request.url} ${digest.digest('base64url')}`;
}

/**
 * Any changing request of a signed-in user may carry an `Idempotency-Key`: the first one runs
 * and its answer is kept for a day; a repeat with the same key (a retry after a lost answer,
 * a replay of the portal's offline queue) gets that answer again, marked
 * `Idempotent-Replayed: true`, and runs nothing. A repeat while the first still runs waits
 * for its answer (`409` after ten seconds); the key used for another request, or with another
 * body, answers `422` (`requestFingerprint`). A
 * server error keeps nothing, so a retry runs again. Operations that keep their own answers
 * per key (paying: `ownIdempotency`) are left to do so.
 */
export const idempotencyPlugin = fp(
  async (app) => {
    app.decorateRequest('idempotency', null);

    // After the auth guard (onRequest) and the contract's checks: only a valid request counts.
    app.addHook('preHandler', async (request, reply) => {
      if (!CHANGING.has(request.method) || !request.user) return;
      if (request.routeOptions.config.ownIdempotency) return;
      const key = readIdempotencyKey(request);
      if (key === undefined) return;
      const userId = request.user.id;
      const signature = requestFingerprint(request);
      const mine = and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key));
      // One statement clears this user's keys past their day and this key's first request if
      // it was cut off.
      await app.db
        .delete(idempotentRequests)
        .where(
          and(
            eq(idempotentRequests.userId, userId),
            or(
              sql`${idempotentRequests.createdAt} < now() - ${KEPT_FOR}`,
              and(
                eq(idempotentRequests.key, key),
                isNull(idempotentRequests.status),
                lt(idempotentRequests.createdAt, sql`now() - ${ABANDONED_AFTER}`),
              ),
            ),
          ),
        );
      // A repeat arriving while the first runs (a double click) waits for its answer.
      const giveUpAt = Date.now() + WAIT_FOR_FIRST_MS;
      for (;;) {
        const [claimed] = await app.db
          .insert(idempotentRequests)
          .values({ userId, key, request: signature })
          .onConflictDoNothing()
          .returning({ key: idempotentRequests.key });
        if (claimed) {
          request.idempotency = { userId, key };
          return;
        }
        const [first] = await app.db.select().from(idempotentRequests).where(mine);
        // Gone: the first one failed and let the key go, so this one may run.
        if (!first) continue;
        if (first.request !== signature) throw idempotencyKeyReused();
        if (first.status !== null) {
          reply.header('idempotent-replayed', 'true');
          if (first.contentType) reply.header('content-type', first.contentType);
          // A Buffer is sent as it is: the kept text is the answer already serialized.
          return reply.code(first.status).send(Buffer.from(first.body ?? ''));
        }
        if (Date.now() > giveUpAt) {
          reply.header('retry-after', '1');
          throw new ApiError(409, 'A request with this Idempotency-Key is still being processed');
        }
        await sleep(POLL_MS);
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotency;
      if (!claim) return payload;
      request.idempotency = null;
      const mine = and(
        eq(idempotentRequests.userId, claim.userId),
        eq(idempotentRequests.key, claim.key),
      );
      // Only a text answer can be given again; a server error, a throttled request (it may be
      // tried later) or a stream keeps nothing.
      if (reply.statusCode >= 500 || reply.statusCode === 429 || typeof payload !== 'string') {
        await app.db.delete(idempotentRequests).where(mine);
        return payload;
      }
      const contentType = reply.getHeader('content-type');
      await app.db
        .update(idempotentRequests)
        .set({
          status: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          body: payload,
        })
        .where(mine);
      return payload;
    });
  },
  { name: 'idempotency', fastify: '5.x', dependencies: ['database'] },
);
