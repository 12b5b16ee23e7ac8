import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { CurrentUser } from './sessions.ts';

/** How long a signed file link works: long enough to read a book, short enough to leak little. */
const LINK_SECONDS = 60 * 60;

function signatureOf(secret: Uint8Array, userId: number, fileName: string, expires: number) {
  return createHmac('sha256', secret)
    .update(`file-link\n${userId}\n${fileName}\n${expires}`)
    .digest('hex');
}

/**
 * `/user/getfile/{fileName}?user=..&expires=..&signature=..`: a link to one stored file for one
 * user, valid for an hour, for viewers, images and downloads (which cannot send a header),
 * without the access token in the address.
 */
export function signedFileLink(
  secret: Uint8Array,
  userId: number,
  fileName: string,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + LINK_SECONDS;
  const query = new URLSearchParams({
    user: String(userId),
    expires: String(expires),
    signature: signatureOf(secret, userId, fileName, expires),
  });
  return `/user/getfile/${encodeURIComponent(fileName)}?${query}`;
}

/** The user a signed file link speaks for: signed for this file, not expired, not suspended. */
export async function fileLinkUser(
  db: Db,
  secret: Uint8Array,
  fileName: string,
  query: Record<string, unknown>,
  now = Date.now(),
): Promise<CurrentUser | null> {
  const userId = Number(query.user);
  const expires = Number(query.expires);
  const signature = String(query.signature ?? '');
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(expires)) return null;
  if (expires * 1000 < now || !/^[a-f0-9]{64}$/.test(signature)) return null;
  const expected = Buffer.from(signatureOf(secret, userId, fileName, expires), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.suspendedAt)));
  return user ? { id: user.id, sessionId: 'signed-file-link' } : null;
}
