import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client.ts';
import {
  type AnyJobDefinition,
  JOB_SCHEMA,
  type JobDefinition,
  type JobKinds,
  type JobName,
} from './job-kinds.ts';
import { dueKinds } from './job-records.ts';
import { drizzleExecutor, pgliteExecutor } from './sql-executor.ts';

/** Sends a job through the transaction it was given. */
export type SendJob = <Name extends JobName>(name: Name, data: JobKinds[Name]) => Promise<void>;

export interface JobQueue {
  /**
   * Runs `work` in one transaction; the jobs it sends are written in that transaction (so they
   * exist exactly when the rows that caused them do) and run once it commits.
   */
  transaction<T>(work: (tx: Db, send: SendJob) => Promise<T>): Promise<T>;
  /** Sends one job on its own. */
  send<Name extends JobName>(name: Name, data: JobKinds[Name]): Promise<void>;
  stop(): Promise<void>;
}

// A job waits at most this long when nothing woke its worker (sent by another instance, or due
// for a retry); a job sent here wakes its worker at once. Every so often one query finds the
// kinds with a job due and wakes their workers (`dueKinds`): each kind's worker polling its own
// queue cost an idle server on PGlite 2.1 s of CPU every two minutes, against 0.8 s so.
const POLLING_SECONDS = 2;
// Each worker's own poll, kept in case a wake-up is missed.
const WORKER_POLLING_SECONDS = 600;

function connection(database: Database): PgBoss.DatabaseOptions {
  if (database.pglite) return { db: pgliteExecutor(database.pglite) };
  if (database.url) return { connectionString: database.url, max: 2 };
  throw new Error('the database names neither its PGlite engine nor its PostgreSQL URL');
}

/**
 * The durable job queue (pg-boss) in the application's database, PGlite or PostgreSQL: jobs are
 * rows, so a job committed before a crash runs after the restart. Failed runs are retried with
 * a doubling delay; a job out of retries is kept as failed (`pnpm ops jobs`).
 */
export async function startJobQueue(options: {
  database: Database;
  /** Every kind of job, each with its payload schema, settings and handler. */
  definitions: readonly AnyJobDefinition[];
  /** What the handlers run with: the server and its decorations. */
  app: FastifyInstance;
  /** Whether this process runs the jobs, or only sends them (JOB_WORKERS=false). */
  workers: boolean;
  retryDelaySeconds: number;
  log: FastifyBaseLogger;
}): Promise<JobQueue> {
  const { database, app, log } = options;
  const definitions = new Map<JobName, AnyJobDefinition>(
    options.definitions.map((definition) => [definition.name, definition]),
  );
  const boss = new PgBoss({
    ...connection(database),
    schema: JOB_SCHEMA,
    // No cron schedules (each server's watchers send scheduled jobs), and no state monitoring:
    // nothing polls that is not needed.
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  // pg-boss creates or upgrades its tables on start; instances starting together take turns.
  await database.exclusive(async () => {
    await boss.start();
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const { name, retryLimit, expireInSeconds, oneAtATimeBy } of definitions.values()) {
      const settings = {
        name,
        policy: oneAtATimeBy ? ('singleton' as const) : ('standard' as const),
        retryLimit,
        expireInSeconds,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
      };
      if (existing.has(name)) await boss.updateQueue(name, settings);
      else await boss.createQueue(name, settings);
    }
  });

  const workerIds = new Map<JobName, string>();
  if (options.workers) {
    for (const definition of definitions.values()) {
      const { name } = definition;
      // Each definition's payload and handler go together; the union of kinds cannot say so.
      const run = definition.run as (app: FastifyInstance, data: unknown) => Promise<void>;
      const id = await boss.work<unknown>(
        name,
        { pollingIntervalSeconds: WORKER_POLLING_SECONDS, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          try {
            await run(app, definition.payload.parse(job.data));
            log.info({ job: job.id, kind: name }, 'job done');
          } catch (error) {
            log.warn({ err: error, job: job.id, kind: name }, 'job failed; pg-boss retries it');
            throw error;
          }
        },
      );
      workerIds.set(name, id);
    }
  }

  const wake = (kinds: Iterable<string>) => {
    for (const name of kinds) {
      const id = workerIds.get(name as JobName);
      if (id) boss.notifyWorker(id);
    }
  };
  let polling = false;
  const poll = setInterval(() => {
    if (workerIds.size === 0 || polling) return;
    polling = true;
    dueKinds(database.db)
      .then(wake, (error: unknown) => log.warn({ err: error }, 'the job queue could not be read'))
      .finally(() => {
        polling = false;
      });
  }, POLLING_SECONDS * 1000).unref();

  const queue: JobQueue = {
    async transaction(work) {
      const sent = new Set<JobName>();
      const result = await database.db.transaction(async (tx) =>
        work(tx, async (name, data) => {
          const definition = definitions.get(name) as JobDefinition<typeof name> | undefined;
          if (!definition) throw new Error(`no job kind ${name} is registered`);
          const singletonKey = definition.oneAtATimeBy?.(data);
          await boss.send(name, data, {
            db: drizzleExecutor(tx),
            ...(singletonKey && { singletonKey }),
            ...(definition.oncePerSeconds && { singletonSeconds: definition.oncePerSeconds }),
          });
          sent.add(name);
        }),
      );
      wake(sent);
      return result;
    },
    send: (name, data) => queue.transaction((_tx, send) => send(name, data)),
    async stop() {
      clearInterval(poll);
      // Running jobs may finish (a few seconds at most); the queue's rows outlive the process.
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  return queue;
}
