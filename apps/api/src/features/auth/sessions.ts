import { and, desc, eq, exists, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, sessions, users } from '../../db/schema/index.ts';
import { hashToken, randomToken } from '../../lib/random-token.ts';
import type { CurrentUser } from './current-user.ts';
import { sessionCache } from './session-cache.ts';
import { browserOf, type SessionClient } from './session-client.ts';
import { announceSessionsEnd } from './session-ends.ts';

export type { CurrentUser };

import { signToken, type TokenUser, verifyToken } from './tokens.ts';

/** The token part of the configuration (Config satisfies it). */
export interface TokenSettings {
  tokenSecret: Uint8Array;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

type UserRow = typeof users.$inferSelect;

function tokenUser(user: UserRow): TokenUser {
  return {
    id: user.id,
    email: user.email,
    name_first: user.nameFirst,
    name_last: user.nameLast,
    user_status: user.userStatus,
    role: user.role,
  };
}

async function issuePair(
  db: Db,
  settings: TokenSettings,
  user: UserRow,
  sessionId: string,
): Promise<TokenPair> {
  const refreshId = randomToken();
  const [accessToken, refreshToken] = await Promise.all([
    signToken(settings.tokenSecret, 'access', {
      user: tokenUser(user),
      sessionId,
      tokenId: randomToken(),
      seconds: settings.accessTokenSeconds,
    }),
    signToken(settings.tokenSecret, 'refresh', {
      user: tokenUser(user),
      sessionId,
      tokenId: refreshId,
      seconds: settings.refreshTokenSeconds,
    }),
  ]);
  await db.insert(refreshTokens).values({
    familyId: sessionId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + settings.refreshTokenSeconds * 1000),
  });
  return { accessToken, refreshToken };
}

/** The User-Agent kept with a session: enough to tell browsers apart, bounded in size. */
const USER_AGENT_KEPT = 512;

/**
 * Whether a login comes from a browser (its name and system) or an address this account has
 * not used before, in any session, ended or not.
 */
async function isNewClient(
  db: Db,
  userId: number,
  client: { browser: string | null; os: string | null; address: string },
): Promise<boolean> {
  const seenBefore = async (condition: SQL | undefined) => {
    const [row] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), condition))
      .limit(1);
    return row !== undefined;
  };
  const browserSeen = await seenBefore(
    and(
      sql`${sessions.browser} is not distinct from ${client.browser}`,
      sql`${sessions.os} is not distinct from ${client.os}`,
    ),
  );
  return !browserSeen || !(await seenBefore(eq(sessions.address, client.address)));
}

/**
 * Starts a session (a refresh-token family) for a user who just logged in or registered: it
 * records the client's browser and address, and, when the account has the login notification
 * on and this browser or address is new to it, queues the alert email.
 */
export async function startSession(
  db: Db,
  settings: TokenSettings,
  user: UserRow,
  client: SessionClient,
): Promise<TokenPair> {
  const { browser, os } = browserOf(client.userAgent);
  const alert =
    user.loginNotification &&
    (await isNewClient(db, user.id, { browser, os, address: client.address }));
  const [session] = await db
    .insert(sessions)
    .values({
      userId: user.id,
      userAgent: client.userAgent?.slice(0, USER_AGENT_KEPT) ?? null,
      browser,
      os,
      address: client.address,
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned nothing');
  const pair = await issuePair(db, settings, user, session.id);
  if (alert) await client.jobs.send('login-alert', { sessionId: session.id });
  return pair;
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  sessionCache.forgetSession(sessionId);
  await announceSessionsEnd(db, { sessionId });
}

/** Ends every session of a user (but `keep`, when given). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  reason: string,
  keep?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep ? ne(sessions.id, keep) : undefined,
      ),
    );
  sessionCache.forgetUser(userId);
  await announceSessionsEnd(db, { userId, keep });
}

/** Last seen moves at most once a minute, so a busy session writes little. */
const STALE_LAST_SEEN = sql`${sessions.lastSeenAt} < now() - interval '1 minute'`;

async function markSeen(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), STALE_LAST_SEEN));
}

/** A live session of a user, as the Profile lists it. */
interface LiveSession {
  id: string;
  browser: string | null;
  os: string | null;
  address: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/**
 * The user's live sessions, most recently seen first: not revoked, and with a refresh token
 * that can still be used (a session whose tokens all expired is over too).
 */
export async function liveSessions(db: Db, userId: number): Promise<LiveSession[]> {
  return db
    .select({
      id: sessions.id,
      browser: sessions.browser,
      os: sessions.os,
      address: sessions.address,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exists(
          db
            .select({ id: refreshTokens.id })
            .from(refreshTokens)
            .where(
              and(
                eq(refreshTokens.familyId, sessions.id),
                isNull(refreshTokens.usedAt),
                gt(refreshTokens.expiresAt, sql`now()`),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one live session of the user; false when it is not theirs or already over. */
export async function endUserSession(
  db: Db,
  userId: number,
  sessionId: string,
  reason: string,
): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  sessionCache.forgetSession(sessionId);
  return ended.length === 1;
}

/**
 * Trades a refresh token for a new pair. The token is marked used atomically, so of two
 * requests with the same token only one rotates; a token presented after it was used means
 * it leaked, and its whole family (the session) is revoked. Null when refused.
 */
export async function rotateRefreshToken(
  db: Db,
  settings: TokenSettings,
  token: string,
): Promise<TokenPair | null> {
  const verified = await verifyToken(settings.tokenSecret, 'refresh', token);
  if (!verified) return null;
  const tokenHash = hashToken(token);
  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        eq(refreshTokens.familyId, verified.sessionId),
        isNull(refreshTokens.usedAt),
        sql`${refreshTokens.expiresAt} > now()`,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  if (!claimed) {
    const [known] = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (known) await revokeSession(db, known.familyId, 'refresh token reused');
    return null;
  }
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, claimed.familyId), isNull(sessions.revokedAt), isNull(users.suspendedAt)),
    );
  if (!row) return null;
  await markSeen(db, claimed.familyId);
  return issuePair(db, settings, row.user, claimed.familyId);
}

/** Ends the session of a refresh token, if it is a genuine one; unknown tokens are ignored. */
export async function revokeRefreshToken(
  db: Db,
  secret: Uint8Array,
  token: string,
  userId: number,
): Promise<void> {
  const verified = await verifyToken(secret, 'refresh', token);
  if (!verified || verified.userId !== userId) return;
  await revokeSession(db, verified.sessionId, 'logout');
}

/**
 * The user an access token speaks for, while its session is live and the user not suspended.
 * A session found live is trusted for a moment (see session-cache.ts) without asking again.
 */
export async function authenticate(
  db: Db,
  secret: Uint8Array,
  token: string,
): Promise<CurrentUser | null> {
  const verified = await verifyToken(secret, 'access', token);
  if (!verified) return null;
  const { sessionId, userId } = verified;
  if (sessionCache.isLive(sessionId, userId)) return { id: userId, sessionId };
  const generation = sessionCache.generation();
  const [row] = await db
    .select({ id: users.id, stale: sql<boolean>`${STALE_LAST_SEEN}` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        isNull(users.suspendedAt),
      ),
    );
  if (!row) return null;
  if (row.stale) await markSeen(db, sessionId);
  sessionCache.remember(sessionId, row.id, generation);
  return { id: row.id, sessionId };
}
