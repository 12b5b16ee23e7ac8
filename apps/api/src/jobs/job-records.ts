import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { JOB_SCHEMA } from './job-kinds.ts';
import { drizzleExecutor } from './sql-executor.ts';

export interface JobCount {
  name: string;
  state: string;
  count: number;
}

export interface FailedJob {
  id: string;
  name: string;
  data: unknown;
  attempts: number;
  failedAt: Date;
  error: string;
}

const jobTable = sql.raw(`${JOB_SCHEMA}.job`);

async function queueExists(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`select to_regclass(${`${JOB_SCHEMA}.job`}) is not null as exists`,
  );
  return rowsOf<{ exists: boolean }>(result)[0]?.exists === true;
}

/**
 * The kinds with a job that may run now (waiting, or due for a retry), read as pg-boss's own
 * fetch reads them, in one statement its index `job_i5` covers.
 */
export async function dueKinds(db: Db): Promise<string[]> {
  const result = await db.execute(
    sql`select distinct name from ${jobTable} where state < 'active' and start_after < now()`,
  );
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}

/** How many jobs each queue holds in each state (none before the server first started). */
export async function countJobs(db: Db): Promise<JobCount[]> {
  if (!(await queueExists(db))) return [];
  const result = await db.execute(
    sql`select name, state::text as state, count(*)::int as count from ${jobTable} group by name, state order by name, state`,
  );
  return rowsOf<JobCount>(result);
}

/** Jobs not finished yet: waiting, due for a retry, or running. */
export async function countUnfinishedJobs(db: Db): Promise<number> {
  return (await countJobs(db))
    .filter((row) => ['created', 'retry', 'active'].includes(row.state))
    .reduce((sum, row) => sum + row.count, 0);
}

/** The jobs out of retries, newest first, with the last attempt's error. */
export async function failedJobs(db: Db, limit: number): Promise<FailedJob[]> {
  if (!(await queueExists(db))) return [];
  const result = await db.execute(sql`
    select id::text as id, name, data, retry_count + 1 as attempts, completed_on as "failedAt",
      coalesce(output->>'message', output::text, '') as error
    from ${jobTable} where state = 'failed' order by completed_on desc limit ${limit}`);
  return rowsOf<FailedJob>(result).map((job) => ({ ...job, failedAt: new Date(job.failedAt) }));
}

/** Puts a failed job back in its queue for one more attempt; false when no failed job has that id. */
export async function retryFailedJob(db: Db, id: string): Promise<boolean> {
  const [job] = (await failedJobs(db, 1_000)).filter((failed) => failed.id === id);
  if (!job) return false;
  const boss = new PgBoss({ db: drizzleExecutor(db), schema: JOB_SCHEMA });
  await boss.retry(job.name, id);
  return true;
}
