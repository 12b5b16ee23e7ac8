import { describe, expect, it } from 'vitest';
import { endsSession, parseEndedSessions } from './session-ends.ts';

const held = { id: 7, sessionId: 'a' };

describe('a session end, as every instance hears it', () => {
  it('names one session, or a user’s sessions but one kept', () => {
    const one = parseEndedSessions(JSON.stringify({ sessionId: 'a' }));
    expect(one).toEqual({ sessionId: 'a' });
    expect(one && endsSession(one, held)).toBe(true);
    expect(one && endsSession(one, { id: 7, sessionId: 'b' })).toBe(false);

    const all = parseEndedSessions(JSON.stringify({ userId: 7 }));
    expect(all && endsSession(all, held)).toBe(true);
    expect(all && endsSession(all, { id: 8, sessionId: 'a' })).toBe(false);

    const others = parseEndedSessions(JSON.stringify({ userId: 7, keep: 'a' }));
    expect(others && endsSession(others, held)).toBe(false);
    expect(others && endsSession(others, { id: 7, sessionId: 'b' })).toBe(true);
  });

  it('ignores a payload that is not one', () => {
    for (const payload of [
      '',
      'not json',
      '42',
      'null',
      '{"userId":"7"}',
      '{"userId":7,"keep":1}',
    ]) {
      expect(parseEndedSessions(payload)).toBeUndefined();
    }
  });
});
