import { inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uploadParts, uploads } from '../db/schema/index.ts';

/** An upload no chunk has reached for this long is given up (it can be started again). */
export const ABANDONED_AFTER_MS = 14 * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Removes the uploads untouched since `ABANDONED_AFTER_MS` before `now` and their stored
 * parts; answers how many. The rows go first, in one transaction (a chunk arriving meanwhile
 * waits, then starts the upload afresh); the parts' files after, so none is left named by a
 * row. Several servers may sweep at once: a row is taken by one of them only.
 */
export async function dropAbandonedUploads(
  app: FastifyInstance,
  now = Date.now(),
): Promise<number> {
  const cutoff = new Date(now - ABANDONED_AFTER_MS);
  const { ids, keys } = await app.db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(lt(uploads.updatedAt, cutoff))
      .for('update', { skipLocked: true });
    const staleIds = stale.map((row) => row.id);
    if (staleIds.length === 0) return { ids: [], keys: [] };
    const parts = await tx
      .select({ fileKey: uploadParts.fileKey })
      .from(uploadParts)
      .where(inArray(uploadParts.uploadId, staleIds));
    await tx.delete(uploads).where(inArray(uploads.id, staleIds));
    return { ids: staleIds, keys: parts.map((part) => part.fileKey) };
  });
  await Promise.all(keys.map((key) => app.storage.delete(key)));
  if (ids.length > 0)
    app.log.info({ uploads: ids.length, parts: keys.length }, 'abandoned uploads removed');
  return ids.length;
}

/** Sweeps abandoned uploads once the server is ready, then every six hours until it closes. */
export function sweepAbandonedUploads(app: FastifyInstance): void {
  const sweep = () => {
    dropAbandonedUploads(app).catch((error: unknown) =>
      app.log.warn({ err: error }, 'removing abandoned uploads failed; tried again later'),
    );
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
