import type { Db } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

export interface CliContext {
  db: Db;
  /** The running server's job queue, when the command runs in it (through the ops channel). */
  jobs?: Pick<JobQueue, 'send'>;
  /** Prints one line for the operator. */
  log(line: string): void;
}

/**
 * One `pnpm ops <name>` command. Any `src/cli/*.ts` file exporting `command` is found by the
 * CLI. `run` answers the exit code: 0 done, 1 refused (e.g. not found), 2 wrong usage.
 */
export interface CliCommand {
  name: string;
  summary: string;
  usage: string;
  run(args: string[], context: CliContext): Promise<number>;
}
