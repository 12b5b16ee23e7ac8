import { z } from 'zod';
import { defineJob } from '../jobs/job-kinds.ts';
import type { SendJob } from '../jobs/job-queue.ts';

/**
 * Stored files no record names any more (replaced by a newer upload or saved signature): removed
 * after the answer, as a book file of hundreds of megabytes took tens of milliseconds to remove
 * (on S3, a request), and by a job sent with the replacement, so a process stopping in between
 * leaves none behind.
 */
const deleteFilesPayload = z.object({ keys: z.array(z.string()) });

type DeleteFilesJob = z.infer<typeof deleteFilesPayload>;

declare module '../jobs/job-kinds.ts' {
  interface JobKinds {
    /** Stored files replaced by newer ones, removed after the answer. */
    'delete-files': DeleteFilesJob;
  }
}

/** Removes the job's files (one already gone, after a run cut short, is no error). */
export const deleteFilesJob = defineJob({
  name: 'delete-files',
  payload: deleteFilesPayload,
  retryLimit: 2,
  expireInSeconds: 120,
  run: async (app, { keys }) => {
    await Promise.all(keys.map((key) => app.storage.delete(key)));
  },
});

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
