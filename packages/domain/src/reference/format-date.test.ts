import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDayMonth, formatIsoDate, formatIsoDateTime } from './format-date.ts';
import { PRODUCT_TIME_ZONE } from './zoned-date-parts.ts';

// 2026-03-05 22:07 UTC is already 6 March, 00:07 in Johannesburg (UTC+2).
const lateEvening = new Date('2026-03-05T22:07:00Z');

describe('date formats', () => {
  it('uses Johannesburg time by default', () => {
    expect(PRODUCT_TIME_ZONE).toBe('Africa/Johannesburg');
    expect(formatDateTime(lateEvening)).toBe('06-03-2026 00:07');
    expect(formatDayMonth(lateEvening)).toBe('06/03');
    expect(formatIsoDate(lateEvening)).toBe('2026-03-06');
    expect(formatIsoDateTime(lateEvening)).toBe('2026-03-06 00:07');
  });

  it('formats in another time zone when asked', () => {
    expect(formatDateTime(lateEvening, 'UTC')).toBe('05-03-2026 22:07');
    expect(formatDayMonth(lateEvening, 'America/New_York')).toBe('05/03');
    expect(formatIsoDate(lateEvening, 'UTC')).toBe('2026-03-05');
    expect(formatIsoDateTime(lateEvening, 'UTC')).toBe('2026-03-05 22:07');
  });

  it('shows midnight as 00, not 24', () => {
    expect(formatDateTime(new Date('2026-12-31T22:00:00Z'))).toBe('01-01-2027 00:00');
  });
});
