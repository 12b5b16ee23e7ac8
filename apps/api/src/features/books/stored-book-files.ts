import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookFiles } from '../../db/schema/index.ts';
import { signedFileLink } from '../auth/index.ts';
import { coverOutOfDate, type NeededCover } from './cover-fit.ts';

/**
 * A book's stored files (book file, cover, audio chapters in the order they arrived) as the
 * book answer lists them, each with a link signed for this user (`fileBuffer`); a cover that
 * no longer fits the cover the book needs now says so (`outOfDate`, with the new size).
 */
export async function storedBookFiles(
  app: Pick<FastifyInstance, 'config' | 'db'>,
  userId: number,
  quoteId: number,
  needed: NeededCover | null = null,
) {
  const rows = await app.db
    .select()
    .from(bookFiles)
    .where(and(eq(bookFiles.quoteId, quoteId), eq(bookFiles.userId, userId)))
    .orderBy(asc(bookFiles.id));
  return rows.map((row) => {
    const outOfDate = row.kind === 'cover' ? coverOutOfDate(row.preflight, needed) : null;
    return {
      filename: row.originalName,
      kind: row.kind,
      findings: row.preflight?.findings ?? null,
      checks: row.preflight?.checks ?? null,
      fileBuffer: signedFileLink(app.config.tokenSecret, userId, row.fileName),
      ...(outOfDate && { outOfDate }),
    };
  });
}
