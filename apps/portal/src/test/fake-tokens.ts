import type { Tokens } from '@pod-portal/sdk';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT whose exp is `secondsFromNow` away: the client only reads exp. */
export function fakeJwt(secondsFromNow = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: '42', exp })}.signature`;
}

export function fakeTokens(): Tokens {
  return { accessToken: fakeJwt(), refreshToken: fakeJwt(86_400) };
}
