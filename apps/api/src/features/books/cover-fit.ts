import { coverOutOfDateMessage, coverSizeMm, isCoverOutOfDate } from '@pod-portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookFiles, books, type PreflightRecord } from '../../db/schema/index.ts';
import { coverTemplateTask } from './cover-template-task.ts';
import type { BookRow } from './list-user-books.ts';

/** The full cover a print book needs now (from its quote and page count) and its spine. */
export interface NeededCover {
  neededMm: { widthMm: number; heightMm: number };
  spineMm: number;
}

/** The cover a book needs as it stands; null for a book without a cover (not print, no sizes). */
export async function neededCover(db: Db, book: BookRow): Promise<NeededCover | null> {
  const task = book.formatType === 'print' ? await coverTemplateTask(db, book) : null;
  if (!task) return null;
  const trim = { widthMm: task.trimWidthMm, heightMm: task.trimHeightMm };
  return { neededMm: coverSizeMm(trim, task.spineMm), spineMm: task.spineMm };
}

/** An out-of-date cover's new size and what the author is told; what the wire carries. */
export interface CoverOutOfDate {
  widthMm: number;
  heightMm: number;
  spineMm: number;
  message: string;
}

/**
 * Whether a stored cover's preflight (its measured size and the size it was checked against)
 * says it no longer fits the cover the book needs now. Covers checked before sizes were kept,
 * or not read, are never out of date.
 */
export function coverOutOfDate(
  preflight: PreflightRecord | null,
  needed: NeededCover | null,
): CoverOutOfDate | null {
  if (!needed || !preflight?.sizeMm || !preflight.neededMm) return null;
  const { sizeMm, neededMm } = preflight;
  if (!isCoverOutOfDate({ sizeMm, neededMm }, needed.neededMm)) return null;
  return {
    ...needed.neededMm,
    spineMm: needed.spineMm,
    message: coverOutOfDateMessage(needed.neededMm, needed.spineMm),
  };
}

/** The stored cover of a book (quote) when it is out of date; null otherwise. */
export async function storedCoverOutOfDate(
  db: Db,
  quoteId: number,
): Promise<CoverOutOfDate | null> {
  const [cover] = await db
    .select({ preflight: bookFiles.preflight })
    .from(bookFiles)
    .where(and(eq(bookFiles.quoteId, quoteId), eq(bookFiles.kind, 'cover')));
  if (!cover?.preflight?.sizeMm) return null;
  const [book] = await db
    .select()
    .from(books)
    .where(eq(books.quoteId, quoteId))
    .orderBy(asc(books.id))
    .limit(1);
  return book ? coverOutOfDate(cover.preflight, await neededCover(db, book)) : null;
}
