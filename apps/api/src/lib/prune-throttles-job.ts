import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../jobs/job-kinds.ts';
import { watchScheduledRuns } from '../jobs/watch-scheduled-runs.ts';
import { deleteEndedWindows } from './throttle.ts';

const prunePayload = z.object({});

declare module '../jobs/job-kinds.ts' {
  interface JobKinds {
    /** Throttle rows whose window has ended, deleted. */
    'prune-throttles': z.infer<typeof prunePayload>;
  }
}

/** Deletes the throttle rows whose window has ended under every configured rule. */
export const pruneThrottlesJob = defineJob({
  name: 'prune-throttles',
  payload: prunePayload,
  retryLimit: 2,
  expireInSeconds: 300,
  // Every server queues one an hour; they take turns, and the later ones find little to delete.
  oneAtATimeBy: () => 'throttles',
  run: async (app) => {
    await deleteEndedWindows(app.db, Object.values(app.config.throttle));
  },
});

/**
 * Queues the pruning once the server is ready, then every hour until it closes (unless
 * PRUNE_THROTTLES=false): the table holds the windows of the last hour or two, not every key
 * ever tried.
 */
export function watchThrottlePruning(app: FastifyInstance): void {
  watchScheduledRuns(app, {
    enabled: app.config.jobs.pruneThrottles,
    name: 'throttle pruning',
    start: () => app.jobs.send('prune-throttles', {}),
  });
}
