import { randomInt } from 'node:crypto';
import { afterEach, expect, it, vi } from 'vitest';
import { type SignedUp, signUp } from '../../../../test/accounts.ts';
import { startServer, TEST_PROXY, type TestServer } from '../../../../test/harness.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import {
  emailedLoginCode,
  emailSubjects,
  passwordStep,
  verify,
} from '../../../../test/two-factor.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the server's clock (the same process) `ms` ahead of now. */
function clockAhead(ms: number): void {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + ms);
}

async function turnOnEmailCode(server: TestServer, user: SignedUp): Promise<void> {
  const on = await server.request('PUT', '/user/twofactor/emailcode', {
    token: user.accessToken,
    body: { enabled: true, password: user.password },
  });
  expect(on.status).toBe(200);
  expect(on.body).toMatchObject({ email_code: true, totp: false });
}

describeOnEachDatabase('two-factor: the emailed code', {}, (server, database) => {
  it('turning the switch on or off needs the password and emails the author', async () => {
    const user = await signUp(server, { verified: true });
    const wrong = await server.request('PUT', '/user/twofactor/emailcode', {
      token: user.accessToken,
      body: { enabled: true, password: 'Wr0ng!pass' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ statusCode: 'U32' });
    const still = await server.request('GET', '/user/twofactor', { token: user.accessToken });
    expect(still.body).toMatchObject({ email_code: false });

    await turnOnEmailCode(server, user);
    const off = await server.request('PUT', '/user/twofactor/emailcode', {
      token: user.accessToken,
      body: { enabled: false, password: user.password },
    });
    expect(off.body).toMatchObject({ email_code: false });
    // The verification email, then one email per change.
    const subjects = await emailSubjects(server, user.email, 3);
    expect(subjects.slice(1)).toEqual([
      'Two-factor authentication is on',
      'Two-factor authentication is off',
    ]);
    // Off again: the password alone logs in.
    expect(await passwordStep(server, user)).toMatchObject({ statusCode: 0 });
  });

  it('asks for the emailed code after a right password, and the code works once', async () => {
    const user = await signUp(server, { verified: true });
    await turnOnEmailCode(server, user);
    const step = await passwordStep(server, user);
    expect(step).toMatchObject({ statusCode: 'U35', second_step: 'code', methods: ['code'] });
    expect(step).not.toHaveProperty('accessToken');
    const code = await emailedLoginCode(server, user.email);

    const done = await verify(server, step.challenge, 'code', code);
    expect(done.status).toBe(200);
    const me = await server.request('GET', '/user/viewuserinfo', {
      token: done.body.accessToken,
    });
    expect(me.body).toMatchObject({ email: user.email });
    // Used: the same challenge and code log in no one again.
    const again = await verify(server, step.challenge, 'code', code);
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ statusCode: 'U38' });
  });

  it('a code expires after 10 minutes (fixed clock); a new one can be sent', async () => {
    const user = await signUp(server, { verified: true });
    await turnOnEmailCode(server, user);
    const step = await passwordStep(server, user);
    const code = await emailedLoginCode(server, user.email);
    clockAhead(10 * MINUTE + 1000);
    const late = await verify(server, step.challenge, 'code', code);
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ statusCode: 'U37' });
    vi.useRealTimers();

    const resent = await server.request('POST', '/authO/login/resend', {
      body: { challenge: step.challenge },
    });
    expect(resent.status).toBe(200);
    const second = await emailedLoginCode(server, user.email, 2);
    clockAhead(9 * MINUTE);
    expect((await verify(server, step.challenge, 'code', second)).status).toBe(200);
  });

  it('after 5 wrong tries even the right code is refused until a new one is sent', async () => {
    const user = await signUp(server, { verified: true });
    await turnOnEmailCode(server, user);
    const step = await passwordStep(server, user);
    const code = await emailedLoginCode(server, user.email);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const refused = await verify(server, step.challenge, 'code', wrong);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ statusCode: 'U36' });
    }
    const right = await verify(server, step.challenge, 'code', code);
    expect(right.body).toMatchObject({ statusCode: 'U37' });

    await server.request('POST', '/authO/login/resend', { body: { challenge: step.challenge } });
    const fresh = await emailedLoginCode(server, user.email, 2);
    // The old code stopped working with the new one.
    if (fresh !== code) {
      expect((await verify(server, step.challenge, 'code', code)).body).toMatchObject({
        statusCode: 'U36',
      });
    }
    expect((await verify(server, step.challenge, 'code', fresh)).status).toBe(200);
  });

  it('remembers the browser for 30 days only when asked', async () => {
    const user = await signUp(server, { verified: true });
    await turnOnEmailCode(server, user);
    const first = await passwordStep(server, user);
    const notAsked = await verify(
      server,
      first.challenge,
      'code',
      await emailedLoginCode(server, user.email),
    );
    expect(notAsked.body).not.toHaveProperty('remembered_browser');
    expect(await passwordStep(server, user)).toMatchObject({ statusCode: 'U35' });

    const asked = await verify(
      server,
      (await passwordStep(server, user)).challenge,
      'code',
      await emailedLoginCode(server, user.email, 3),
      true,
    );
    const token = asked.body.remembered_browser as string;
    expect(token).toEqual(expect.any(String));
    expect(await passwordStep(server, user, token)).toMatchObject({ statusCode: 0 });
    // Another account's login is not skipped with this browser's token.
    const other = await signUp(server, { verified: true });
    await turnOnEmailCode(server, other);
    expect(await passwordStep(server, other, token)).toMatchObject({ statusCode: 'U35' });

    clockAhead(29 * DAY);
    expect(await passwordStep(server, user, token)).toMatchObject({ statusCode: 0 });
    clockAhead(30 * DAY + MINUTE);
    expect(await passwordStep(server, user, token)).toMatchObject({ statusCode: 'U35' });
    vi.useRealTimers();

    // Forgotten from the Profile: asked again.
    const forgot = await server.request('DELETE', '/user/twofactor/browsers', {
      token: user.accessToken,
    });
    expect(forgot.body).toMatchObject({ remembered_browsers: 0 });
  });

  it('throttles code sends per account, and wrong codes per address', async () => {
    const small = { max: 3, windowSeconds: 900 };
    const strict = await startServer(database, {
      trustProxy: TEST_PROXY,
      throttle: {
        ...server.config.throttle,
        loginCodePerAccount: small,
        secondStepPerAddress: small,
      },
    });
    // A documentation address (RFC 5737) of this test's own, through the trusted proxy.
    const headers = { 'x-forwarded-for': `198.51.100.${randomInt(1, 255)}` };
    try {
      const user = await signUp(strict, { verified: true });
      await turnOnEmailCode(strict, user);
      const step = await passwordStep(strict, user); // the first send
      const resend = () =>
        strict.request('POST', '/authO/login/resend', { body: { challenge: step.challenge } });
      expect((await resend()).status).toBe(200);
      expect((await resend()).status).toBe(200);
      const throttled = await resend();
      expect(throttled.status).toBe(429);
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);

      const code = await emailedLoginCode(strict, user.email, 3);
      const send = (value: string, from = headers) =>
        strict.request('POST', '/authO/login/verify', {
          headers: from,
          body: { challenge: step.challenge, method: 'code', code: value },
        });
      const wrong = code === '0000' ? '1111' : '0000';
      for (let attempt = 1; attempt <= 3; attempt++) expect((await send(wrong)).status).toBe(401);
      expect((await send(code)).status).toBe(429);
      // From another address of its own (not the loopback other tests count on) the right
      // code still works.
      const elsewhere = { 'x-forwarded-for': `203.0.113.${randomInt(1, 255)}` };
      expect((await send(code, elsewhere)).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
