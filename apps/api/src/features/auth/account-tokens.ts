import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens } from '../../db/schema/index.ts';
import { hashToken, randomToken } from '../../lib/random-token.ts';

type Purpose = 'verify' | 'reset' | 'disown' | 'bank-change';

/** Purposes whose newest link replaces the earlier ones; each login alert's link stands alone. */
const SUPERSEDED: ReadonlySet<Purpose> = new Set(['verify', 'reset', 'bank-change']);

/**
 * A new random link token for a user (32 bytes; only its hash is stored). For verification
 * and reset, earlier unused tokens of the same purpose stop working, so only the latest
 * email's link is valid.
 */
export async function issueAccountToken(
  db: Db,
  userId: number,
  purpose: Purpose,
  seconds: number,
): Promise<string> {
  const token = randomToken();
  if (SUPERSEDED.has(purpose))
    await db
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      );
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + seconds * 1000),
  });
  return token;
}

/** Uses up a link token: true once for a valid, unused, unexpired token of that user. */
export async function consumeAccountToken(
  db: Db,
  userId: number,
  purpose: Purpose,
  token: string,
): Promise<boolean> {
  const used = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        eq(accountTokens.tokenHash, hashToken(token)),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: accountTokens.id });
  return used.length === 1;
}
