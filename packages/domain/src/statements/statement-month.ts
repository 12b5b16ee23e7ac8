import { johannesburgInstant } from '../payouts/payout-schedule.ts';

/** A calendar month as statements name it: `2027-03`. */
export type StatementMonth = `${number}-${number}`;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether `text` names a month as statements do (`2027-03`). */
export function isStatementMonth(text: string): text is StatementMonth {
  return MONTH_PATTERN.test(text);
}

function parts(month: StatementMonth): { year: number; month: number } {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new Error(`not a statement month: ${month}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

const key = (year: number, month: number): StatementMonth =>
  `${year}-${String(month).padStart(2, '0')}` as StatementMonth;

/**
 * The month's bounds in Johannesburg time: from the 1st at 00:00 (`start`, included) to the
 * next month's 1st at 00:00 (`end`, excluded).
 */
export function statementMonthBounds(month: StatementMonth): { start: Date; end: Date } {
  const { year, month: number } = parts(month);
  return {
    start: johannesburgInstant(year, number, 1),
    end: johannesburgInstant(year, number + 1, 1),
  };
}

/** The month `at` falls in, in Johannesburg time. */
export function statementMonthOf(at: Date): StatementMonth {
  // Johannesburg keeps one offset all year: the month of the instant moved to its wall clock.
  const wall = new Date(at.getTime() - johannesburgInstant(1970, 1, 1).getTime());
  return key(wall.getUTCFullYear(), wall.getUTCMonth() + 1);
}

/** The month before `month`. */
export function previousStatementMonth(month: StatementMonth): StatementMonth {
  const { year, month: number } = parts(month);
  return number === 1 ? key(year - 1, 12) : key(year, number - 1);
}

/** The hour (Johannesburg) on the 1st that the month just ended is stated: after the night's import. */
const STATEMENT_RUN_HOUR = 7;

/** A monthly run missed (the server was down) is still made this long after its time. */
export const STATEMENT_RUN_CATCH_UP_DAYS = 7;

/** The instant the statements of `month` are made: the next month's 1st, 07:00 Johannesburg. */
export function statementRunAt(month: StatementMonth): Date {
  const { year, month: number } = parts(month);
  return johannesburgInstant(year, number + 1, 1, STATEMENT_RUN_HOUR);
}

/**
 * The month whose statements are due at `now`: the month before the current one (Johannesburg)
 * once its run time has passed, for `STATEMENT_RUN_CATCH_UP_DAYS`; otherwise null. Its key
 * (`2027-03`) names the run once, however many servers ask.
 */
export function dueStatementMonth(now: Date): { key: StatementMonth; at: Date } | null {
  const month = previousStatementMonth(statementMonthOf(now));
  const at = statementRunAt(month);
  const catchUpMs = STATEMENT_RUN_CATCH_UP_DAYS * 24 * 60 * 60 * 1000;
  const late = now.getTime() - at.getTime();
  return late >= 0 && late < catchUpMs ? { key: month, at } : null;
}
