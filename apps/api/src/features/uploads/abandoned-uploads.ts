import { inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uploads } from '../../db/schema/index.ts';

/** An upload no chunk has reached for this long is given up (it can be started again). */
export const ABANDONED_AFTER_MS = 14 * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Removes the uploads untouched since `ABANDONED_AFTER_MS` before `now` and their stored
 * parts; answers how many. The parts go after their rows, so none is left named by a row.
 * Several servers may sweep at once: a row is taken by one of them only.
 */
export async function dropAbandonedUploads(
  app: FastifyInstance,
  now = Date.now(),
): Promise<number> {
  const cutoff = new Date(now - ABANDONED_AFTER_MS);
  // One statement: the rows go first (a chunk arriving meanwhile waits, then starts the upload
  // afresh); a row another server is removing is skipped.
  const stale = await app.db
    .delete(uploads)
    .where(
      inArray(
        uploads.id,
        app.db
          .select({ id: uploads.id })
          .from(uploads)
          .where(lt(uploads.updatedAt, cutoff))
          .for('update', { skipLocked: true }),
      ),
    )
    // Every part the upload could have: one written but not yet counted is removed too.
    .returning({ stagingKey: uploads.stagingKey, parts: uploads.totalChunks });
  await Promise.all(stale.map((row) => app.storage.deleteParts(row.stagingKey, row.parts)));
  if (stale.length > 0) app.log.info({ uploads: stale.length }, 'abandoned uploads removed');
  return stale.length;
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
