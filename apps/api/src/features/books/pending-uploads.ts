import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type BookSubmission, bookFiles, type UploadKind } from '../../db/schema/index.ts';

/** A stored file as far as pending uploads care: its kind and original name. */
export interface StoredFileName {
  kind: string;
  originalName: string;
}

/**
 * The files a submission announced that are not stored yet: the book file and cover (any
 * name: a file picked again may be renamed), and each audio chapter by name.
 */
export function pendingUploads(
  submission: BookSubmission | null,
  stored: readonly StoredFileName[],
): UploadKind[] {
  if (!submission) return [];
  const has = (kind: string) => stored.some((file) => file.kind === kind);
  const pending: UploadKind[] = [];
  if (submission.book && !has('book')) pending.push('book');
  if (submission.cover && !has('cover')) pending.push('cover');
  const audio = new Set(
    stored.filter((file) => file.kind === 'audio').map((file) => file.originalName),
  );
  if (submission.audio.some((name) => !audio.has(name))) pending.push('audio');
  return pending;
}

/** A user's stored file names per book (quote), for the pending uploads of their list. */
export async function storedFileNames(db: Db, userId: number) {
  const rows = await db
    .select({
      quoteId: bookFiles.quoteId,
      kind: bookFiles.kind,
      originalName: bookFiles.originalName,
    })
    .from(bookFiles)
    .where(eq(bookFiles.userId, userId));
  const byQuote = new Map<number, StoredFileName[]>();
  for (const row of rows) byQuote.set(row.quoteId, [...(byQuote.get(row.quoteId) ?? []), row]);
  return byQuote;
}
