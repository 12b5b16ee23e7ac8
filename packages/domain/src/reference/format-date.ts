import { PRODUCT_TIME_ZONE, zonedDateParts } from './zoned-date-parts.ts';

/** dd-MM-yyyy HH:mm, as orders and chat messages show dates. */
export function formatDateTime(date: Date, timeZone = PRODUCT_TIME_ZONE): string {
  const { year, month, day, hour, minute } = zonedDateParts(date, timeZone);
  return `${day}-${month}-${year} ${hour}:${minute}`;
}

/** dd/MM, as the cart shows dates. */
export function formatDayMonth(date: Date, timeZone = PRODUCT_TIME_ZONE): string {
  const { month, day } = zonedDateParts(date, timeZone);
  return `${day}/${month}`;
}

/** yyyy-MM-dd, as book metadata shows dates. */
export function formatIsoDate(date: Date, timeZone = PRODUCT_TIME_ZONE): string {
  const { year, month, day } = zonedDateParts(date, timeZone);
  return `${year}-${month}-${day}`;
}

/** yyyy-MM-dd HH:mm, as the CSV exports write dates (a spreadsheet reads it as a date). */
export function formatIsoDateTime(date: Date, timeZone = PRODUCT_TIME_ZONE): string {
  const { year, month, day, hour, minute } = zonedDateParts(date, timeZone);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}
