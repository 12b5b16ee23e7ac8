import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type BookSubmission, bookFiles, type UploadKind } from '../../db/schema/index.ts';
import { coverOutOfDate, neededCover } from './cover-fit.ts';
import type { BookRow } from './list-user-books.ts';

/** A stored file as far as pending uploads care: its kind, original name, and if out of date. */
export interface StoredFileName {
  kind: string;
  originalName: string;
  /** A cover that no longer fits the book: a new one is to come. */
  outOfDate?: boolean;
}

/**
 * The files a submission announced that are not stored yet: the book file and cover (any
 * name: a file picked again may be renamed; a cover out of date counts as not stored), and
 * each audio chapter by name.
 */
export function pendingUploads(
  submission: BookSubmission | null,
  stored: readonly StoredFileName[],
): UploadKind[] {
  if (!submission) return [];
  const has = (kind: string) => stored.some((file) => file.kind === kind && !file.outOfDate);
  const pending: UploadKind[] = [];
  if (submission.book && !has('book')) pending.push('book');
  if (submission.cover && !has('cover')) pending.push('cover');
  const audio = new Set(
    stored.filter((file) => file.kind === 'audio').map((file) => file.originalName),
  );
  if (submission.audio.some((name) => !audio.has(name))) pending.push('audio');
  return pending;
}

/**
 * A user's stored file names per book (quote), for the pending uploads of their list: a cover
 * measured by preflight is checked against the cover its book (among `rows`) needs now.
 */
export async function storedFileNames(db: Db, userId: number, rows: readonly BookRow[]) {
  const files = await db
    .select({
      quoteId: bookFiles.quoteId,
      kind: bookFiles.kind,
      originalName: bookFiles.originalName,
      preflight: bookFiles.preflight,
    })
    .from(bookFiles)
    .where(eq(bookFiles.userId, userId));
  const byQuote = new Map<number, StoredFileName[]>();
  for (const { preflight, ...file } of files) {
    const book =
      file.kind === 'cover' && preflight?.sizeMm
        ? rows.find((row) => row.quoteId === file.quoteId)
        : undefined;
    const outOfDate = book
      ? coverOutOfDate(preflight, await neededCover(db, book)) !== null
      : false;
    byQuote.set(file.quoteId, [...(byQuote.get(file.quoteId) ?? []), { ...file, outOfDate }]);
  }
  return byQuote;
}
