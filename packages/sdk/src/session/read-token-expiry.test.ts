import { describe, expect, it } from 'vitest';
import { makeJwt } from '../test-support/make-jwt.ts';
import { readTokenExpiry } from './read-token-expiry.ts';

describe('readTokenExpiry', () => {
  it('reads the exp claim of a JWT', () => {
    expect(readTokenExpiry(makeJwt({ sub: '7', exp: 1_900_000_000 }))).toBe(1_900_000_000);
  });

  it('reads base64url payloads that need - and _ and no padding', () => {
    // "?>" and "~~~" encode to base64 with + and / (base64url - and _)
    const token = makeJwt({ name: '?>~~~ÿ', exp: 42 });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(readTokenExpiry(token)).toBe(42);
  });

  it('gives null without an exp claim, with a non-numeric exp, or for a non-JWT', () => {
    expect(readTokenExpiry(makeJwt({ sub: '7' }))).toBeNull();
    expect(readTokenExpiry(makeJwt({ exp: 'soon' }))).toBeNull();
    expect(readTokenExpiry('opaque-token')).toBeNull();
    expect(readTokenExpiry('a.%%%.c')).toBeNull();
  });
});
