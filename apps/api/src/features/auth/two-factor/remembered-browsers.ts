import { REMEMBER_BROWSER_DAYS } from '@pod-portal/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rememberedBrowsers } from '../../../db/schema/index.ts';
import { hashToken, randomToken } from '../../../lib/random-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Remembers a browser for 30 days: answers the token it keeps (only its hash is stored). */
export async function rememberBrowser(db: Db, userId: number): Promise<string> {
  const token = randomToken();
  await db.insert(rememberedBrowsers).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REMEMBER_BROWSER_DAYS * DAY_MS),
  });
  return token;
}

/** Whether `token` is one of this account's remembered browsers, not expired nor forgotten. */
export async function isRememberedBrowser(
  db: Db,
  userId: number,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ id: rememberedBrowsers.id })
    .from(rememberedBrowsers)
    .where(
      and(
        eq(rememberedBrowsers.tokenHash, hashToken(token)),
        eq(rememberedBrowsers.userId, userId),
        isNull(rememberedBrowsers.revokedAt),
        gt(rememberedBrowsers.expiresAt, new Date()),
      ),
    );
  return row !== undefined;
}

/** Forgets every browser of the account: each asks for the second step again. */
export async function forgetBrowsers(db: Db, userId: number): Promise<void> {
  await db
    .update(rememberedBrowsers)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(rememberedBrowsers.userId, userId), isNull(rememberedBrowsers.revokedAt)));
}

/** How many browsers the account remembers now. */
export async function countRememberedBrowsers(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(rememberedBrowsers)
    .where(
      and(
        eq(rememberedBrowsers.userId, userId),
        isNull(rememberedBrowsers.revokedAt),
        gt(rememberedBrowsers.expiresAt, new Date()),
      ),
    );
  return row?.count ?? 0;
}
