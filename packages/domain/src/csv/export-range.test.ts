import { describe, expect, it } from 'vitest';
import {
  EXPORT_RANGE_MESSAGES,
  exportFileName,
  exportRangeInstants,
  exportRangeSchema,
} from './export-range.ts';

const messages = (input: unknown) => {
  const result = exportRangeSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('exportRangeSchema', () => {
  it('takes no range, either end alone, or both in order (one day too)', () => {
    for (const range of [
      {},
      { from: '2026-03-01' },
      { to: '2026-03-31' },
      { from: '2026-03-01', to: '2026-03-31' },
      { from: '2026-03-01', to: '2026-03-01' },
      { from: '2000-01-01', to: '2099-12-31' },
      { from: '2028-02-29' },
    ]) {
      expect(messages(range)).toEqual([]);
    }
  });

  it('refuses a date that is not a real yyyy-mm-dd date, in the product words', () => {
    for (const bad of ['', '2026-3-1', '01-03-2026', '2026-02-30', '2027-02-29', 'today', ' ']) {
      expect(messages({ from: bad })).toEqual([`from: ${EXPORT_RANGE_MESSAGES.badFrom}`]);
      expect(messages({ to: bad })).toEqual([`to: ${EXPORT_RANGE_MESSAGES.badTo}`]);
    }
    expect(messages({ from: 20260301 })).toEqual([`from: ${EXPORT_RANGE_MESSAGES.badFrom}`]);
  });

  it('refuses days past the bounds, and accepts the bounds themselves', () => {
    expect(messages({ from: '1999-12-31' })).toEqual([
      `from: ${EXPORT_RANGE_MESSAGES.outOfBounds}`,
    ]);
    expect(messages({ to: '2100-01-01' })).toEqual([`to: ${EXPORT_RANGE_MESSAGES.outOfBounds}`]);
    expect(EXPORT_RANGE_MESSAGES.outOfBounds).toBe(
      'Dates must be between 2000-01-01 and 2099-12-31',
    );
  });

  it('refuses a start after the end', () => {
    expect(messages({ from: '2026-04-01', to: '2026-03-31' })).toEqual([
      `from: ${EXPORT_RANGE_MESSAGES.fromAfterTo}`,
    ]);
  });
});

describe('exportRangeInstants', () => {
  it('covers whole South African days, the end day included', () => {
    expect(exportRangeInstants({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      start: new Date('2026-02-28T22:00:00Z'),
      end: new Date('2026-03-31T22:00:00Z'),
    });
    expect(exportRangeInstants({ to: '2026-12-31' })).toEqual({
      end: new Date('2026-12-31T22:00:00Z'),
    });
    expect(exportRangeInstants({})).toEqual({});
  });
});

describe('exportFileName', () => {
  it('names the range the file covers', () => {
    expect(exportFileName('transactions', {})).toBe('transactions.csv');
    expect(exportFileName('sales', { from: '2026-03-01', to: '2026-03-31' })).toBe(
      'sales-2026-03-01-to-2026-03-31.csv',
    );
    expect(exportFileName('sales', { from: '2026-03-01' })).toBe('sales-from-2026-03-01.csv');
    expect(exportFileName('transactions', { to: '2026-03-31' })).toBe(
      'transactions-to-2026-03-31.csv',
    );
  });
});
