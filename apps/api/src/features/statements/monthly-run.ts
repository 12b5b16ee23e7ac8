import { dueStatementMonth } from '@pod-portal/domain';
import type { FastifyInstance } from 'fastify';
import { statementRuns } from '../../db/schema/index.ts';
import { watchScheduledRuns } from '../../jobs/watch-scheduled-runs.ts';

/**
 * Starts the statements of the month due at `now` (the month just ended, from the 1st 07:00
 * Johannesburg for 7 days), once across every server: its month claimed in `statement_runs`
 * in the transaction that queues its job. Answers whether this call started it.
 */
export async function startDueStatementRun(
  app: Pick<FastifyInstance, 'jobs'>,
  now = new Date(),
): Promise<boolean> {
  const due = dueStatementMonth(now);
  if (!due) return false;
  return app.jobs.transaction(async (tx, send) => {
    const [claimed] = await tx
      .insert(statementRuns)
      .values({ month: due.key })
      .onConflictDoNothing()
      .returning();
    if (claimed) await send('monthly-statements', { month: due.key });
    return claimed !== undefined;
  });
}

/**
 * Looks for a due statement run once the server is ready, then every hour until it closes
 * (unless MONTHLY_STATEMENTS=false).
 */
export function watchStatementRuns(app: FastifyInstance): void {
  watchScheduledRuns(app, {
    enabled: app.config.jobs.monthlyStatements,
    name: 'monthly statements',
    start: () => startDueStatementRun(app),
  });
}
