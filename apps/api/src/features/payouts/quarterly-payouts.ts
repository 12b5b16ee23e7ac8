import { dueQuarterlyPayoutRun, PAYOUT_MINIMUM_CENTS } from '@pod-portal/domain';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { balanceEntries, payoutRuns, users } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/job-kinds.ts';
import { watchScheduledRuns } from '../../jobs/watch-scheduled-runs.ts';
import { quarterlyPayout } from './request-payout.ts';

const quarterlyPayload = z.object({ run: z.string().regex(/^\d{4}-(03|06|09|12)$/) });

type QuarterlyJob = z.infer<typeof quarterlyPayload>;

declare module '../../jobs/job-kinds.ts' {
  interface JobKinds {
    /** The quarterly run (`2027-03`): every balance of R 100 or more paid out. */
    'quarterly-payouts': QuarterlyJob;
  }
}

/**
 * Makes the run's payouts: every author (not suspended) whose balance is R 100 or more gets a
 * payout of it, waiting for staff approval like one they asked for. Each author in a
 * transaction of their own; a run that is retried pays no one twice.
 */
async function runQuarterlyPayouts(
  app: Pick<FastifyInstance, 'db' | 'config' | 'log' | 'paypal'>,
  job: QuarterlyJob,
) {
  const total = sql<string>`sum(${balanceEntries.amountCents})`;
  const due = await app.db
    .select({ userId: balanceEntries.userId })
    .from(balanceEntries)
    .innerJoin(users, eq(users.id, balanceEntries.userId))
    .where(and(eq(users.role, 'author'), isNull(users.suspendedAt)))
    .groupBy(balanceEntries.userId)
    .having(gte(total, String(PAYOUT_MINIMUM_CENTS)));
  let made = 0;
  for (const { userId } of due) {
    const author = { userId, run: job.run, paypalOffered: app.paypal !== null };
    if (await quarterlyPayout(app.db, app.config.dataKey, author)) made += 1;
  }
  app.log.info({ run: job.run, payouts: made }, 'quarterly payouts made');
}

// A run over every author can take a while; one that takes an hour has hung.
export const quarterlyPayoutsJob = defineJob({
  name: 'quarterly-payouts',
  payload: quarterlyPayload,
  retryLimit: 3,
  expireInSeconds: 3600,
  run: runQuarterlyPayouts,
});

/**
 * Starts the quarterly run due at `now`, once across every server (its key claimed in
 * `payout_runs` in the transaction that queues its job); answers whether this call started it.
 */
export async function startDueQuarterlyRun(
  app: Pick<FastifyInstance, 'jobs'>,
  now = new Date(),
): Promise<boolean> {
  const due = dueQuarterlyPayoutRun(now);
  if (!due) return false;
  return app.jobs.transaction(async (tx, send) => {
    const [claimed] = await tx
      .insert(payoutRuns)
      .values({ run: due.key })
      .onConflictDoNothing()
      .returning();
    if (claimed) await send('quarterly-payouts', { run: due.key });
    return claimed !== undefined;
  });
}

/**
 * Looks for a due quarterly run once the server is ready, then every hour until it closes
 * (unless QUARTERLY_PAYOUTS=false).
 */
export function watchQuarterlyRuns(app: FastifyInstance): void {
  watchScheduledRuns(app, {
    enabled: app.config.jobs.quarterlyPayouts,
    name: 'quarterly payouts',
    start: () => startDueQuarterlyRun(app),
  });
}
