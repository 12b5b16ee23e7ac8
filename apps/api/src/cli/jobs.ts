import { countJobs, failedJobs, retryFailedJob } from '../jobs/job-records.ts';
import type { CliCommand } from './command.ts';

const usage = 'jobs [retry <id>]';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `ops jobs`: the background jobs by queue and state, and the failed ones (out of retries) with
 * their last error; `ops jobs retry <id>`: one more attempt for a failed job.
 */
export const command: CliCommand = {
  name: 'jobs',
  summary: 'List the background jobs and the failed ones; retry a failed job',
  usage,
  async run(args, { db, log }) {
    if (args.length === 2 && args[0] === 'retry' && UUID.test(args[1] ?? '')) {
      const id = args[1] ?? '';
      if (!(await retryFailedJob(db, id))) {
        log(`no failed job ${id}`);
        return 1;
      }
      log(`job ${id} is queued again`);
      return 0;
    }
    if (args.length > 0) {
      log(`usage: ${usage}`);
      return 2;
    }
    const counts = await countJobs(db);
    if (counts.length === 0) log('no jobs');
    for (const { name, state, count } of counts) log(`${name}: ${count} ${state}`);
    const failed = await failedJobs(db, 20);
    if (failed.length > 0) log('failed (retry with: pnpm ops jobs retry <id>):');
    for (const job of failed) {
      log(
        `  ${job.id} ${job.name} ${JSON.stringify(job.data)}, ${job.attempts} attempts, last ${job.failedAt.toISOString()}: ${job.error}`,
      );
    }
    return 0;
  },
};
