import { afterEach, describe, expect, it, vi } from 'vitest';
import { signToken, verifyToken } from './tokens.ts';

const secret = new TextEncoder().encode('a test secret that is long enough for HS256');
const user = {
  id: 7,
  email: 'a@example.co.za',
  name_first: 'A',
  name_last: 'B',
  user_status: 1,
  role: 'author' as const,
};
const sign = (use: 'access' | 'refresh', seconds: number) =>
  signToken(secret, use, { user, sessionId: 'session-1', tokenId: 'token-1', seconds });

describe('access and refresh tokens', () => {
  it('verifies a token of the expected use', async () => {
    expect(await verifyToken(secret, 'access', await sign('access', 60))).toEqual({
      userId: 7,
      sessionId: 'session-1',
      tokenId: 'token-1',
    });
    expect(await verifyToken(secret, 'refresh', await sign('refresh', 60))).not.toBeNull();
  });

  it('refuses a token of the other use', async () => {
    expect(await verifyToken(secret, 'access', await sign('refresh', 60))).toBeNull();
    expect(await verifyToken(secret, 'refresh', await sign('access', 60))).toBeNull();
  });

  it('refuses an expired token', async () => {
    expect(await verifyToken(secret, 'access', await sign('access', -1))).toBeNull();
    expect(await verifyToken(secret, 'refresh', await sign('refresh', -1))).toBeNull();
  });

  describe('a token verified before', () => {
    afterEach(() => vi.useRealTimers());

    it('is refused from its expiry on, as it was the first time', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2030-03-01T10:00:00Z'));
      const token = await sign('access', 60);
      expect(await verifyToken(secret, 'access', token)).not.toBeNull();
      vi.setSystemTime(new Date('2030-03-01T10:00:59Z'));
      expect(await verifyToken(secret, 'access', token)).not.toBeNull();
      vi.setSystemTime(new Date('2030-03-01T10:01:00Z'));
      expect(await verifyToken(secret, 'access', token)).toBeNull();
    });

    it('is refused under another secret and for the other use', async () => {
      const token = await sign('access', 60);
      expect(await verifyToken(secret, 'access', token)).not.toBeNull();
      const other = new TextEncoder().encode('another secret that is long enough too');
      expect(await verifyToken(other, 'access', token)).toBeNull();
      expect(await verifyToken(secret, 'refresh', token)).toBeNull();
    });
  });

  it('refuses another secret and garbage', async () => {
    const other = new TextEncoder().encode('another secret that is long enough too');
    expect(await verifyToken(other, 'access', await sign('access', 60))).toBeNull();
    expect(await verifyToken(secret, 'access', 'garbage')).toBeNull();
  });

  it('puts the user fields the portal decodes into the access token only', async () => {
    const [, payload] = (await sign('access', 60)).split('.');
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toMatchObject({
      ...user,
      sub: '7',
      typ: 'access',
    });
    const [, refreshPayload] = (await sign('refresh', 60)).split('.');
    expect(
      JSON.parse(Buffer.from(refreshPayload ?? '', 'base64url').toString()),
    ).not.toHaveProperty('email');
  });
});
