import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens, sessions, users } from '../db/schema/index.ts';
import { hashToken, randomToken } from '../lib/random-token.ts';
import { sessionCache } from './session-cache.ts';
import { announceSessionsEnd } from './session-ends.ts';
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

/** Starts a session (a refresh-token family) for a user who just logged in or registered. */
export async function startSession(
  db: Db,
  settings: TokenSettings,
  user: UserRow,
): Promise<TokenPair> {
  const [session] = await db
    .insert(sessions)
    .values({ userId: user.id })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned nothing');
  return issuePair(db, settings, user, session.id);
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

export interface CurrentUser {
  id: number;
  sessionId: string;
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
    .select({ id: users.id })
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
  sessionCache.remember(sessionId, row.id, generation);
  return { id: row.id, sessionId };
}
