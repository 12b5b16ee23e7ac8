import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from './current-user.ts';

/** Sessions that just ended: one session, or every session of a user but `keep`. */
export type EndedSessions = { sessionId: string } | { userId: number; keep?: string | undefined };

export const SESSION_ENDS_CHANNEL = 'session_ends';

/**
 * Tells every instance of the server, once `db`'s transaction commits, that sessions ended, so
 * each closes the streams they hold open (PostgreSQL's NOTIFY is delivered on commit, and not
 * at all on rollback). The ops CLI's own process reaches the servers this way too.
 */
export async function announceSessionsEnd(db: Db, ended: EndedSessions): Promise<void> {
  await db.execute(sql`select pg_notify(${SESSION_ENDS_CHANNEL}, ${JSON.stringify(ended)})`);
}

/** The sessions a notification names, or undefined for a payload that is not one. */
export function parseEndedSessions(payload: string): EndedSessions | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { sessionId, userId, keep } = value as Record<string, unknown>;
  if (typeof sessionId === 'string') return { sessionId };
  if (Number.isSafeInteger(userId) && (keep === undefined || typeof keep === 'string'))
    return { userId: userId as number, keep };
  return undefined;
}

/** Whether `session` (the one a live stream was opened with) is one of the `ended` ones. */
export function endsSession(ended: EndedSessions, session: CurrentUser): boolean {
  return 'sessionId' in ended
    ? ended.sessionId === session.sessionId
    : ended.userId === session.id && ended.keep !== session.sessionId;
}
