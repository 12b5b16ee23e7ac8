import { z } from 'zod';
import { isRealIsoDate } from '../validation/iso-date.ts';

/** The earliest and latest day an export may be asked for (both included). */
export const EXPORT_EARLIEST_DAY = '2000-01-01';
export const EXPORT_LATEST_DAY = '2099-12-31';

/** What the product says of a range it refuses, per field (`from`, `to`). */
export const EXPORT_RANGE_MESSAGES = {
  badFrom: 'The start date must be a date written yyyy-mm-dd, such as 2026-03-01',
  badTo: 'The end date must be a date written yyyy-mm-dd, such as 2026-03-31',
  outOfBounds: `Dates must be between ${EXPORT_EARLIEST_DAY} and ${EXPORT_LATEST_DAY}`,
  fromAfterTo: 'The start date must be on or before the end date',
} as const;

const day = (badMessage: string) =>
  z
    .string({ error: badMessage })
    .superRefine((value, context) => {
      if (!isRealIsoDate(value)) context.addIssue({ code: 'custom', message: badMessage });
      else if (value < EXPORT_EARLIEST_DAY || value > EXPORT_LATEST_DAY) {
        context.addIssue({ code: 'custom', message: EXPORT_RANGE_MESSAGES.outOfBounds });
      }
    })
    .optional();

/**
 * The days a CSV export covers, both optional and both included, in South African time:
 * `from` and `to` written yyyy-mm-dd, within the bounds, `from` not after `to`.
 */
export const exportRangeSchema = z
  .object({
    from: day(EXPORT_RANGE_MESSAGES.badFrom),
    to: day(EXPORT_RANGE_MESSAGES.badTo),
  })
  .superRefine(({ from, to }, context) => {
    if (from !== undefined && to !== undefined && from > to) {
      context.addIssue({
        code: 'custom',
        path: ['from'],
        message: EXPORT_RANGE_MESSAGES.fromAfterTo,
      });
    }
  });

export type ExportRange = z.infer<typeof exportRangeSchema>;

/** Midnight starting `isoDay` in Johannesburg (UTC+2 all year, no daylight saving). */
const johannesburgMidnight = (isoDay: string) => new Date(`${isoDay}T00:00:00+02:00`);

/**
 * The instants a range covers: from midnight starting `from` (included) to midnight ending
 * `to` (excluded), South African time; an open end stays undefined.
 */
export function exportRangeInstants(range: ExportRange): { start?: Date; end?: Date } {
  const end = range.to === undefined ? undefined : johannesburgMidnight(range.to);
  if (end) end.setUTCDate(end.getUTCDate() + 1);
  return {
    ...(range.from !== undefined && { start: johannesburgMidnight(range.from) }),
    ...(end && { end }),
  };
}

/**
 * The name an export is saved under: `transactions.csv`, `sales-2026-03-01-to-2026-03-31.csv`,
 * `sales-from-2026-03-01.csv`, `sales-to-2026-03-31.csv`.
 */
export function exportFileName(what: 'transactions' | 'sales', range: ExportRange): string {
  const { from, to } = range;
  if (from !== undefined && to !== undefined) return `${what}-${from}-to-${to}.csv`;
  if (from !== undefined) return `${what}-from-${from}.csv`;
  if (to !== undefined) return `${what}-to-${to}.csv`;
  return `${what}.csv`;
}
