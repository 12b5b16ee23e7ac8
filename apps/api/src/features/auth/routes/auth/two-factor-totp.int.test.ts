import { afterEach, expect, it, vi } from 'vitest';
import { command as staffCommand } from '../../../../cli/staff.ts';
import { type SignedUp, signUp, uniqueEmail } from '../../../../test/accounts.ts';
import type { TestServer } from '../../../../test/harness.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { signInStaff } from '../../../../test/staff.ts';
import { emailSubjects, passwordStep, totpCode, verify } from '../../../../test/two-factor.ts';

afterEach(() => {
  vi.useRealTimers();
});

/**
 * A fixed clock at the start of a 30-second TOTP step an hour ahead: after the steps the
 * set-up used (a fixed date would fall behind them one day, and its codes be refused).
 */
const T0 = Math.ceil((Date.now() + 3_600_000) / 30_000) * 30_000;
function clockAt(timestamp: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(timestamp);
}

/** Sets up an authenticator app from the Profile; answers its secret and recovery codes. */
async function setUpTotp(
  server: TestServer,
  user: SignedUp,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await server.request<{ secret: string; qr_code: string; otpauth_url: string }>(
    'POST',
    '/user/twofactor/totp',
    { token: user.accessToken, body: { password: user.password } },
  );
  expect(started.status).toBe(200);
  expect(started.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(started.body.otpauth_url).toContain(`secret=${started.body.secret}`);
  const { secret } = started.body;
  const wrong = await server.request('PUT', '/user/twofactor/totp', {
    token: user.accessToken,
    body: { code: totpCode(secret, Date.now() - 5 * 60_000) },
  });
  expect(wrong.body).toMatchObject({ statusCode: 'U36' });
  const confirmed = await server.request<{ recovery_codes: string[] }>(
    'PUT',
    '/user/twofactor/totp',
    { token: user.accessToken, body: { code: totpCode(secret) } },
  );
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recovery_codes };
}

describeOnEachDatabase('two-factor: authenticator app and recovery codes', {}, (server) => {
  it('asks for the app code (fixed clock): a step either side, never the same code twice', async () => {
    const user = await signUp(server, { verified: true });
    const { secret, recoveryCodes } = await setUpTotp(server, user);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = await server.request('GET', '/user/twofactor', { token: user.accessToken });
    expect(status.body).toMatchObject({ totp: true, recovery_codes_left: 10 });

    clockAt(T0 + 10_000);
    const step = await passwordStep(server, user);
    expect(step).toMatchObject({
      statusCode: 'U35',
      second_step: 'totp',
      methods: ['totp', 'recovery'],
    });
    // Two steps back (a minute old) is refused; one step back is taken.
    const stale = await verify(server, step.challenge, 'totp', totpCode(secret, T0 - 60_000));
    expect(stale.body).toMatchObject({ statusCode: 'U36' });
    const previous = totpCode(secret, T0 - 30_000);
    expect((await verify(server, step.challenge, 'totp', previous)).status).toBe(200);

    // The same code, or the older one, cannot log in again within its window.
    const next = await passwordStep(server, user);
    expect((await verify(server, next.challenge, 'totp', previous)).body).toMatchObject({
      statusCode: 'U36',
    });
    expect((await verify(server, next.challenge, 'totp', totpCode(secret, T0))).status).toBe(200);
  });

  it('takes each recovery code once, and new codes (with the password) replace the old', async () => {
    const user = await signUp(server, { verified: true });
    const { recoveryCodes } = await setUpTotp(server, user);
    const [first = '', second = ''] = recoveryCodes;
    const step = await passwordStep(server, user);
    expect((await verify(server, step.challenge, 'recovery', first)).status).toBe(200);
    const again = await passwordStep(server, user);
    expect((await verify(server, again.challenge, 'recovery', first)).body).toMatchObject({
      statusCode: 'U36',
    });
    const status = await server.request('GET', '/user/twofactor', { token: user.accessToken });
    expect(status.body).toMatchObject({ recovery_codes_left: 9 });

    const refused = await server.request('POST', '/user/twofactor/recoverycodes', {
      token: user.accessToken,
      body: { password: 'Wr0ng!pass' },
    });
    expect(refused.body).toMatchObject({ statusCode: 'U32' });
    const renewed = await server.request<{ recovery_codes: string[] }>(
      'POST',
      '/user/twofactor/recoverycodes',
      { token: user.accessToken, body: { password: user.password } },
    );
    expect(renewed.body.recovery_codes).toHaveLength(10);
    expect((await verify(server, again.challenge, 'recovery', second)).body).toMatchObject({
      statusCode: 'U36',
    });
    const [fresh = ''] = renewed.body.recovery_codes;
    // Typed in capitals and without the dash, it still counts.
    const typed = fresh.replace('-', '').toUpperCase();
    expect((await verify(server, again.challenge, 'recovery', typed)).status).toBe(200);
  });

  it('removing the app needs the password; each change is emailed', async () => {
    const user = await signUp(server, { verified: true });
    await setUpTotp(server, user);
    const wrong = await server.request('DELETE', '/user/twofactor/totp', {
      token: user.accessToken,
      body: { password: 'Wr0ng!pass' },
    });
    expect(wrong.body).toMatchObject({ statusCode: 'U32' });
    const removed = await server.request('DELETE', '/user/twofactor/totp', {
      token: user.accessToken,
      body: { password: user.password },
    });
    expect(removed.body).toMatchObject({ totp: false, recovery_codes_left: 0 });
    expect(await passwordStep(server, user)).toMatchObject({ statusCode: 0 });
    const subjects = await emailSubjects(server, user.email, 3);
    expect(subjects.slice(1)).toEqual([
      'An authenticator app now protects your account',
      'Your authenticator app was removed',
    ]);
  });

  it('a staff password login sets up the app before any token, then always asks for it', async () => {
    const email = uniqueEmail('staff');
    const lines: string[] = [];
    await staffCommand.run(['add', email, 'Lerato', 'Support'], {
      db: server.app.db,
      log: (line) => lines.push(line),
    });
    const password = /temporary password: (\S+)/.exec(lines.join('\n'))?.[1] ?? '';
    const step = await passwordStep(server, { email, password });
    expect(step).toMatchObject({ second_step: 'totp_setup', methods: ['totp'] });
    expect(step).not.toHaveProperty('accessToken');
    // The set-up is bound to this login's challenge: the emailed code is no way around it.
    expect((await verify(server, step.challenge, 'code', '1234')).status).toBe(400);
    const setup = await server.request<{ secret: string }>('POST', '/authO/login/totp-setup', {
      body: { challenge: step.challenge },
    });
    const done = await verify(server, step.challenge, 'totp', totpCode(setup.body.secret), true);
    expect(done.status).toBe(200);
    expect(done.body.recovery_codes).toHaveLength(10);
    expect(done.body).not.toHaveProperty('remembered_browser');

    const next = await passwordStep(server, { email, password });
    expect(next).toMatchObject({ second_step: 'totp' });
    const kept = await server.request('DELETE', '/user/twofactor/totp', {
      token: done.body.accessToken,
      body: { password },
    });
    expect(kept.status).toBe(403);
  });

  it('the shared staff helper signs staff in through the app', async () => {
    const staff = await signInStaff(server);
    const inbox = await server.request('GET', '/user/twofactor', { token: staff.token });
    expect(inbox.body).toMatchObject({ totp: true, totp_required: true });
  });
});
