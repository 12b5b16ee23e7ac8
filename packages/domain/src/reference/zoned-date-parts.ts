/** The time zone the product's dates and office hours are in. */
export const PRODUCT_TIME_ZONE = 'Africa/Johannesburg';

type ZonedDateParts = { year: string; month: string; day: string; hour: string; minute: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zero-padded calendar and clock fields of an instant as seen in a time zone. */
export function zonedDateParts(date: Date, timeZone: string): ZonedDateParts {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: String(parts.year).padStart(4, '0'),
    month: String(parts.month),
    day: String(parts.day),
    hour: String(parts.hour),
    minute: String(parts.minute),
  };
}
