import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { throttles } from '../db/schema/index.ts';
import { jobsSettled } from '../test/accounts.ts';
import { startServer } from '../test/harness.ts';
import { describeOnEachDatabase } from '../test/on-each-database.ts';
import { deleteEndedWindows } from './throttle.ts';

const MINUTE = 60;
/** A fixed clock, years before any row the server writes at the database's `now()`. */
const AT = new Date('2020-02-03T10:00:00Z');
const before = (seconds: number) => new Date(AT.getTime() - seconds * 1000);

describeOnEachDatabase('pruning throttle windows', {}, (server, database) => {
  const keysLeft = async (keys: string[]) =>
    (
      await database.db
        .select({ key: throttles.key })
        .from(throttles)
        .where(inArray(throttles.key, keys))
    )
      .map((row) => row.key)
      .sort();

  it('deletes the windows ended under the longest rule, and no window still open', async () => {
    const rules = [
      { max: 5, windowSeconds: 15 * MINUTE },
      { max: 3, windowSeconds: 60 * MINUTE },
    ];
    const id = randomUUID();
    const rows = {
      [`a-day-ago:${id}`]: before(24 * 60 * MINUTE),
      [`ended-just-now:${id}`]: before(60 * MINUTE),
      [`open-a-second-more:${id}`]: before(60 * MINUTE - 1),
      // Over under the 15-minute rule, open under the hour's: a row does not name its rule.
      [`twenty-minutes-ago:${id}`]: before(20 * MINUTE),
      [`started-now:${id}`]: AT,
    };
    await database.db
      .insert(throttles)
      .values(
        Object.entries(rows).map(([key, windowStartedAt]) => ({ key, windowStartedAt, hits: 1 })),
      );

    await deleteEndedWindows(database.db, rules, AT);

    expect(await keysLeft(Object.keys(rows))).toEqual(
      [`open-a-second-more:${id}`, `started-now:${id}`, `twenty-minutes-ago:${id}`].sort(),
    );
  });

  it('is done by the job each server queues once it is ready', async () => {
    const id = randomUUID();
    const ended = `ended:${id}`;
    const open = `open:${id}`;
    // Relative to the database's clock, which the job reads; the longest test rule is an hour.
    await database.db.insert(throttles).values([
      { key: ended, windowStartedAt: sql`now() - interval '61 minutes'`, hits: 4 },
      { key: open, windowStartedAt: sql`now() - interval '59 minutes'`, hits: 4 },
    ]);
    const pruning = await startServer(database, {
      jobs: { ...server.config.jobs, pruneThrottles: true },
    });
    try {
      await vi.waitFor(async () => expect(await keysLeft([ended, open])).toEqual([open]), {
        timeout: 30_000,
        interval: 100,
      });
      await jobsSettled(pruning);
      expect(await keysLeft([ended, open])).toEqual([open]);
    } finally {
      await pruning.close();
    }
  });
});
