import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { webauthnChallenges } from '../../../db/schema/index.ts';

/** How long a challenge may be answered: the browser's own prompt gives up after a minute. */
export const CHALLENGE_SECONDS = 5 * 60;

type Purpose = (typeof webauthnChallenges.$inferSelect)['purpose'];

/** Keeps a challenge handed to a browser (for `userId`'s registration, or a sign-in: null). */
export async function keepChallenge(
  db: Db,
  challenge: string,
  purpose: Purpose,
  userId: number | null,
): Promise<void> {
  // Challenges nobody answered are dropped here: the table holds only live ones.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    userId,
    expiresAt: sql`now() + ${CHALLENGE_SECONDS}::int * interval '1 second'`,
  });
}

/**
 * Takes a live challenge of this purpose (and user) out of the store, so a second answer
 * carrying it finds nothing. False when it is unknown, spent, expired or someone else's.
 */
export async function claimChallenge(
  db: Db,
  challenge: string,
  purpose: Purpose,
  userId: number | null,
): Promise<boolean> {
  const claimed = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        sql`${webauthnChallenges.expiresAt} > now()`,
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return claimed.length > 0;
}

/**
 * The challenge a browser's answer says it signed (in its clientDataJSON), or undefined when the
 * answer is not readable. The signature over it is checked later, by the library.
 */
export function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' && challenge !== '' ? challenge : undefined;
  } catch {
    return undefined;
  }
}
