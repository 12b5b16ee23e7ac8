import { PRODUCT_TIME_ZONE, zonedDateParts } from '../reference/zoned-date-parts.ts';

const OPENS_AT_MINUTE = 8 * 60;
const CLOSES_AT_MINUTE = 17 * 60;

/**
 * Whether support answers the chat at this instant: 08:00 up to (not including) 17:00,
 * Johannesburg time. Outside these hours the chat appends its closed-office reply.
 */
export function isChatOfficeOpen(date: Date): boolean {
  const { hour, minute } = zonedDateParts(date, PRODUCT_TIME_ZONE);
  const minuteOfDay = Number(hour) * 60 + Number(minute);
  return minuteOfDay >= OPENS_AT_MINUTE && minuteOfDay < CLOSES_AT_MINUTE;
}
