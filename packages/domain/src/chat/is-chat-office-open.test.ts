import { describe, expect, it } from 'vitest';
import { isChatOfficeOpen } from './is-chat-office-open.ts';

// Johannesburg is UTC+2 all year: 08:00 there is 06:00Z, 17:00 there is 15:00Z.
describe('isChatOfficeOpen', () => {
  it.each([
    ['2026-06-01T05:59:59Z', false],
    ['2026-06-01T06:00:00Z', true],
    ['2026-06-01T10:30:00Z', true],
    ['2026-06-01T14:59:00Z', true],
    ['2026-06-01T15:00:00Z', false],
    ['2026-06-01T21:00:00Z', false],
    ['2026-06-01T23:30:00Z', false],
  ])('at %s is %s', (instant, open) => {
    expect(isChatOfficeOpen(new Date(instant))).toBe(open);
  });
});
