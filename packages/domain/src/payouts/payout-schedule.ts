/** The months the quarterly payouts run in (the specification: March, June, September, December). */
export const QUARTERLY_PAYOUT_MONTHS = [3, 6, 9, 12] as const;

/** The day of those months the run starts: the 25th, South Africa's usual payday. */
export const QUARTERLY_PAYOUT_DAY = 25;

/** South Africa keeps UTC+2 all year (no daylight saving). */
const JOHANNESBURG_OFFSET_HOURS = 2;

/** The hour (Johannesburg) the run starts: after the night's sales import, in banking hours. */
const RUN_HOUR = 9;

/**
 * The instant of a wall-clock time in Johannesburg (`month` 1 to 12; a day or month past the
 * end rolls over, as `Date.UTC` does): the one rule turning the product's dates into instants.
 */
export function johannesburgInstant(year: number, month: number, day: number, hour = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour - JOHANNESBURG_OFFSET_HOURS));
}

/** The instant of the quarterly run of `year`'s `month` (1 to 12): the 25th, 09:00 Johannesburg. */
export function quarterlyPayoutRun(year: number, month: number): Date {
  return johannesburgInstant(year, month, QUARTERLY_PAYOUT_DAY, RUN_HOUR);
}

/** The next quarterly run at or after `now`. */
export function nextQuarterlyPayoutRun(now: Date): Date {
  for (let year = now.getUTCFullYear(); ; year += 1) {
    for (const month of QUARTERLY_PAYOUT_MONTHS) {
      const run = quarterlyPayoutRun(year, month);
      if (run.getTime() >= now.getTime()) return run;
    }
  }
}

/** A quarterly run missed (the server was down) is still made this long after its time. */
export const QUARTERLY_RUN_CATCH_UP_DAYS = 7;

/**
 * The quarterly run due at `now`: the latest run at or before it, while less than
 * `QUARTERLY_RUN_CATCH_UP_DAYS` have passed since; otherwise null. Its key (`2027-03`) names it
 * once, however many servers ask.
 */
export function dueQuarterlyPayoutRun(now: Date): { key: string; at: Date } | null {
  const year = now.getUTCFullYear();
  const runs = [year - 1, year].flatMap((each) =>
    QUARTERLY_PAYOUT_MONTHS.map((month) => ({
      key: `${each}-${String(month).padStart(2, '0')}`,
      at: quarterlyPayoutRun(each, month),
    })),
  );
  const latest = runs.filter((run) => run.at.getTime() <= now.getTime()).at(-1);
  if (!latest) return null;
  const catchUpMs = QUARTERLY_RUN_CATCH_UP_DAYS * 24 * 60 * 60 * 1000;
  return now.getTime() - latest.at.getTime() < catchUpMs ? latest : null;
}
