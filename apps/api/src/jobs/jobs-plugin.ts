import fp from 'fastify-plugin';
import type { AnyJobDefinition } from './job-kinds.ts';
import { type JobQueue, startJobQueue } from './job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  /** Every kind of job the server sends and runs (each feature defines its own). */
  definitions: readonly AnyJobDefinition[];
}

/**
 * The durable job queue, with this process's workers (unless JOB_WORKERS=false). It stops, its
 * running jobs finished, before the database closes.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, { definitions }) => {
    const jobs = await startJobQueue({
      database: app.database,
      definitions,
      app,
      workers: app.config.jobs.workers,
      retryDelaySeconds: app.config.jobs.retryDelaySeconds,
      log: app.log,
    });
    app.decorate('jobs', jobs);
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', fastify: '5.x', dependencies: ['database', 'mailer', 'storage', 'pdf'] },
);
