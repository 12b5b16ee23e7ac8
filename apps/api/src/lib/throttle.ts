import { and, eq, not, type SQL, sql } from 'drizzle-orm';
import type { ThrottleRule } from '../config.ts';
import type { Db } from '../db/client.ts';
import { throttles } from '../db/schema/index.ts';
import { tooManyRequests } from '../http/api-error.ts';
import { throttledAddress } from './throttled-address.ts';

/** Whether a row's window, `windowSeconds` long, is open at `at` (by default, the database's). */
const openAt = (windowSeconds: number, at: SQL = sql`now()`) =>
  sql`${throttles.windowStartedAt} > ${at} - ${windowSeconds}::int * interval '1 second'`;

const windowOpen = (rule: ThrottleRule) => openAt(rule.windowSeconds);

/** The key counting a client address's attempts under `scope` (`login`, `forgot`, ...). */
export const addressKey = (scope: string, ip: string): string =>
  `${scope}:address:${throttledAddress(ip)}`;

/**
 * Counts one attempt under `key` in a fixed window (a new window starts when the last one
 * is over). The counters live in the database, so every server instance shares them.
 */
export async function countAttempt(db: Db, key: string, rule: ThrottleRule): Promise<number> {
  const [row] = await db
    .insert(throttles)
    .values({ key, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`CASE WHEN ${windowOpen(rule)} THEN ${throttles.hits} + 1 ELSE 1 END`,
        windowStartedAt: sql`CASE WHEN ${windowOpen(rule)} THEN ${throttles.windowStartedAt} ELSE now() END`,
      },
    })
    .returning({ hits: throttles.hits });
  return row?.hits ?? 1;
}

/** The rule of the first key that has used up its attempts in the current window, if any. */
export async function usedUp(
  db: Db,
  limits: [key: string, rule: ThrottleRule][],
): Promise<ThrottleRule | undefined> {
  for (const [key, rule] of limits) {
    const [row] = await db
      .select({ hits: throttles.hits })
      .from(throttles)
      .where(and(eq(throttles.key, key), windowOpen(rule)));
    if (row && row.hits >= rule.max) return rule;
  }
  return undefined;
}

/** Throws 429 when any of the keys has used up its attempts in the current window. */
export async function refuseWhenThrottled(
  db: Db,
  limits: [key: string, rule: ThrottleRule][],
): Promise<void> {
  const rule = await usedUp(db, limits);
  if (rule) throw tooManyRequests(rule.windowSeconds);
}

/** Counts an attempt under every key, then refuses (429) if one of them is over its limit. */
export async function throttle(db: Db, limits: [key: string, rule: ThrottleRule][]): Promise<void> {
  for (const [key, rule] of limits) {
    if ((await countAttempt(db, key, rule)) > rule.max) throw tooManyRequests(rule.windowSeconds);
  }
}

/**
 * Deletes the rows whose window has ended under every one of `rules` (started the longest
 * window ago or earlier): a row does not name its rule, so one that is still open under the
 * longest is kept. `at` fixes the clock for tests.
 */
export async function deleteEndedWindows(
  db: Db,
  rules: readonly ThrottleRule[],
  at?: Date,
): Promise<void> {
  const longest = Math.max(...rules.map((rule) => rule.windowSeconds));
  const clock = at ? sql`${at.toISOString()}::timestamptz` : undefined;
  await db.delete(throttles).where(not(openAt(longest, clock)));
}
