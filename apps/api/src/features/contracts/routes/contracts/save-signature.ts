import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { savedSignatures } from '../../../../db/schema/index.ts';
import { badRequest } from '../../../../http/api-error.ts';
import { removeReplacedFiles } from '../../../../storage/delete-files-job.ts';
import { readStoredFile, StoredFileMissingError } from '../../../../storage/file-storage.ts';
import { MAX_DRAWING_BYTES, readDrawnImage } from '../../drawn-image.ts';

/** The kept signature as a PNG data URL, or null when none was kept (or its file is gone). */
export async function savedSignature(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'storage'>,
  userId: number,
): Promise<string | null> {
  const [saved] = await app.db
    .select({ fileKey: savedSignatures.fileKey })
    .from(savedSignatures)
    .where(eq(savedSignatures.userId, userId));
  if (!saved) return null;
  try {
    const png = await readStoredFile(app.storage, saved.fileKey);
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch (error) {
    if (error instanceof StoredFileMissingError) return null;
    throw error;
  }
}

/**
 * Keeps the user's drawn signature for later signings, replacing an earlier one (whose file is
 * removed by a job sent with the new one's record, after the answer).
 */
export async function saveSignature(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'storage'>,
  userId: number,
  dataUrl: string,
): Promise<void> {
  const drawing = readDrawnImage(dataUrl, 'signature');
  if (!drawing.ok)
    throw badRequest(drawing.message, [{ field: 'fileData', message: drawing.message }]);
  const stored = await app.storage.put(Readable.from([Buffer.from(drawing.png)]), {
    folder: 'signatures',
    maxBytes: MAX_DRAWING_BYTES,
    contentType: 'image/png',
  });
  try {
    await app.jobs.transaction(async (tx, send) => {
      const earlier = await tx
        .select({ fileKey: savedSignatures.fileKey })
        .from(savedSignatures)
        .where(eq(savedSignatures.userId, userId))
        .for('update');
      await tx
        .insert(savedSignatures)
        .values({ userId, fileKey: stored.key })
        .onConflictDoUpdate({
          target: savedSignatures.userId,
          set: { fileKey: stored.key, savedAt: new Date() },
        });
      await removeReplacedFiles(send, earlier);
    });
  } catch (error) {
    await app.storage.delete(stored.key);
    throw error;
  }
}
