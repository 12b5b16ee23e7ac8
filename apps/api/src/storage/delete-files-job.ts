import type { FastifyInstance } from 'fastify';
import type { SendJob } from '../jobs/job-queue.ts';

/**
 * Stored files no record names any more (replaced by a newer upload or saved signature): removed
 * after the answer, as a book file of hundreds of megabytes took tens of milliseconds to remove
 * (on S3, a request), and by a job sent with the replacement, so a process stopping in between
 * leaves none behind.
 */
export interface DeleteFilesJob {
  keys: string[];
}

/** Removes the job's files (one already gone, after a run cut short, is no error). */
export async function deleteFiles(app: FastifyInstance, { keys }: DeleteFilesJob): Promise<void> {
  await Promise.all(keys.map((key) => app.storage.delete(key)));
}

/**
 * Has the files of `replaced` (rows a replacement deleted) removed once the transaction that
 * `send` belongs to commits; nothing when it replaced none.
 */
export async function removeReplacedFiles(
  send: SendJob,
  replaced: ReadonlyArray<{ fileKey: string }>,
): Promise<void> {
  if (replaced.length > 0) await send('delete-files', { keys: replaced.map((row) => row.fileKey) });
}
