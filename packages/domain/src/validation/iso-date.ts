import { z } from 'zod';

/** Whether `value` is a real calendar date written yyyy-MM-dd (no 2026-02-30). */
export function isRealIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A real calendar date written yyyy-MM-dd, with one message when missing or malformed. */
export function isoDate(message: string) {
  return z.string({ error: message }).trim().refine(isRealIsoDate, message);
}
