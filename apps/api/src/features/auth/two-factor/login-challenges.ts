import { LOGIN_CODE_TRIES, type SecondStep } from '@pod-portal/domain';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { loginChallenges } from '../../../db/schema/index.ts';
import { hashToken, randomToken } from '../../../lib/random-token.ts';

/** How long a login may wait for its second step (an emailed code lives 10 minutes of it). */
const CHALLENGE_MINUTES = 30;

export type LoginChallenge = typeof loginChallenges.$inferSelect;

/** Opens the second step of a login: answers the challenge the client sends back with it. */
export async function openChallenge(
  db: Db,
  userId: number,
  step: SecondStep,
  emailCode: boolean,
): Promise<{ challenge: string; id: string; expiresAt: Date }> {
  const challenge = randomToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_MINUTES * 60_000);
  const [row] = await db
    .insert(loginChallenges)
    .values({ userId, tokenHash: hashToken(challenge), step, emailCode, expiresAt })
    .returning({ id: loginChallenges.id });
  if (!row) throw new Error('challenge insert returned nothing');
  return { challenge, id: row.id, expiresAt };
}

/** The open challenge a client holds; undefined when unknown, expired or finished. */
export async function findChallenge(
  db: Db,
  challenge: string,
): Promise<LoginChallenge | undefined> {
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, hashToken(challenge)),
        isNull(loginChallenges.completedAt),
        gt(loginChallenges.expiresAt, new Date()),
      ),
    );
  return row;
}

/** Finishes a challenge once: false when another request finished it first. */
export async function completeChallenge(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ completedAt: new Date() })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.completedAt)))
    .returning({ id: loginChallenges.id });
  return rows.length === 1;
}

/** The stored form of an emailed code: bound to its challenge, so it answers no other. */
function loginCodeHash(challengeId: string, code: string): string {
  return hashToken(`${challengeId}:${code}`);
}

/** Keeps a newly emailed code (hashed) on its challenge, with 5 fresh tries. */
export async function storeLoginCode(
  db: Db,
  challengeId: string,
  code: string,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ codeHash: loginCodeHash(challengeId, code), codeExpiresAt: expiresAt, codeTries: 0 })
    .where(and(eq(loginChallenges.id, challengeId), isNull(loginChallenges.completedAt)))
    .returning({ id: loginChallenges.id });
  return rows.length === 1;
}

/**
 * Checks an emailed code: one of its 5 tries is used up atomically first, so concurrent
 * guesses cannot share a try. `expired` when the code is past its 10 minutes, used or out of tries.
 */
export async function tryLoginCode(
  db: Db,
  challenge: LoginChallenge,
  code: string,
): Promise<'right' | 'wrong' | 'expired'> {
  const [tried] = await db
    .update(loginChallenges)
    .set({ codeTries: sql`${loginChallenges.codeTries} + 1` })
    .where(
      and(
        eq(loginChallenges.id, challenge.id),
        lt(loginChallenges.codeTries, LOGIN_CODE_TRIES),
        gt(loginChallenges.codeExpiresAt, new Date()),
      ),
    )
    .returning({ codeHash: loginChallenges.codeHash });
  if (!tried?.codeHash) return 'expired';
  return tried.codeHash === loginCodeHash(challenge.id, code) ? 'right' : 'wrong';
}
