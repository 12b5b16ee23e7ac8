import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { type SignedUp, signUp } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { signToken } from '../../tokens.ts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describeOnEachDatabase('token attacks', {}, (server) => {
  let user: SignedUp;
  const me = (token: string) => server.request('GET', '/user/viewuserinfo', { token });

  beforeAll(async () => {
    user = await signUp(server, { verified: true });
  });

  it('accepts the genuine access token', async () => {
    expect((await me(user.accessToken)).status).toBe(200);
  });

  it('refuses a missing or malformed bearer token with the 401 envelope', async () => {
    const missing = await server.request('GET', '/user/viewuserinfo');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ statusCode: 401, description: 'Unauthorized' });
    expect((await me('not.a.jwt')).status).toBe(401);
  });

  it('refuses an altered payload (signature no longer matches)', async () => {
    const [header, payload, signature] = user.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = `${header}.${base64url({ ...claims, sub: String(Number(claims.sub) + 1) })}.${signature}`;
    expect((await me(forged)).status).toBe(401);
  });

  it('refuses an altered signature', async () => {
    const [header, payload, signature = ''] = user.accessToken.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await me(`${header}.${payload}.${flipped}`)).status).toBe(401);
  });

  it('refuses alg none', async () => {
    const payload = user.accessToken.split('.')[1];
    expect((await me(`${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`)).status).toBe(401);
  });

  it('refuses a token signed with another secret or algorithm', async () => {
    const claims = decodeJwt(user.accessToken);
    const otherSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another secret of thirty-two characters'));
    expect((await me(otherSecret)).status).toBe(401);
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(server.config.tokenSecret);
    expect((await me(hs512)).status).toBe(401);
  });

  /** The user claims the server itself puts in this author's tokens. */
  const tokenUser = () => ({
    id: user.id,
    email: user.email,
    name_first: 'Thandi',
    name_last: 'Mokoena',
    user_status: 1,
    role: 'author' as const,
  });

  it('refuses an expired access token of a live session', async () => {
    const claims = decodeJwt(user.accessToken);
    const expired = await signToken(server.config.tokenSecret, 'access', {
      user: tokenUser(),
      sessionId: String(claims.sid),
      tokenId: 'expired-token-id',
      seconds: -60,
    });
    expect((await me(expired)).status).toBe(401);
  });

  it('refuses a refresh token used as an access token, and an access token used to refresh', async () => {
    expect((await me(user.refreshToken)).status).toBe(401);
    const refresh = await server.request('POST', '/authO/refresh', {
      body: { token: user.accessToken },
    });
    expect(refresh.status).toBe(401);
    expect(refresh.body).toMatchObject({ statusCode: 'U34' });
  });

  it('refuses an expired refresh token', async () => {
    const claims = decodeJwt(user.refreshToken);
    const expired = await signToken(server.config.tokenSecret, 'refresh', {
      user: tokenUser(),
      sessionId: String(claims.sid),
      tokenId: 'expired-refresh-id',
      seconds: -60,
    });
    expect(
      (await server.request('POST', '/authO/refresh', { body: { token: expired } })).status,
    ).toBe(401);
  });
});
