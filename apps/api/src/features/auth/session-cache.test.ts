import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

describe('SessionCache', () => {
  it('trusts a remembered session for its user until the time to live ends', () => {
    let now = 1000;
    const cache = new SessionCache(2000, 10, () => now);
    cache.remember('s1', 7, cache.generation());
    expect(cache.isLive('s1', 7)).toBe(true);
    expect(cache.isLive('s1', 8)).toBe(false);
    expect(cache.isLive('s2', 7)).toBe(false);
    now += 2000;
    expect(cache.isLive('s1', 7)).toBe(true);
    now += 1;
    expect(cache.isLive('s1', 7)).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('stays within its capacity, dropping the least recently used first', () => {
    const cache = new SessionCache(2000, 3);
    for (let n = 0; n < 10_000; n++) cache.remember(`s${n}`, n, cache.generation());
    expect(cache.size).toBe(3);
    expect(cache.isLive('s9999', 9999)).toBe(true);
    expect(cache.isLive('s9997', 9997)).toBe(true);
    expect(cache.isLive('s9996', 9996)).toBe(false);
  });

  it('forgets a revoked session, and every session of a user', () => {
    const cache = new SessionCache(2000, 10);
    cache.remember('a', 1, cache.generation());
    cache.remember('b', 1, cache.generation());
    cache.remember('c', 2, cache.generation());
    cache.forgetSession('a');
    expect(cache.isLive('a', 1)).toBe(false);
    expect(cache.isLive('b', 1)).toBe(true);
    cache.forgetUser(1);
    expect(cache.isLive('b', 1)).toBe(false);
    expect(cache.isLive('c', 2)).toBe(true);
  });

  it('does not remember an answer read before a revocation', () => {
    const cache = new SessionCache(2000, 10);
    const before = cache.generation();
    cache.forgetUser(1);
    cache.remember('a', 1, before);
    expect(cache.isLive('a', 1)).toBe(false);
    cache.remember('a', 1, cache.generation());
    expect(cache.isLive('a', 1)).toBe(true);
  });
});
