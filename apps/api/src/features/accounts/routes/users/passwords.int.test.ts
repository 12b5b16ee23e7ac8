import { expect, it } from 'vitest';
import { emailedLink, jobsSettled, signUp, uniqueEmail } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';

const NEW_PASSWORD = 'N3w!secret';

describeOnEachDatabase('passwords', {}, (server) => {
  const login = (email: string, password: string) =>
    server.request('POST', '/authO/login', { body: { email, password } });

  it('forgot -> reset with a single-use link that does not log in and ends every session', async () => {
    const user = await signUp(server, { verified: true });
    // Signed in and just checked (so the guard remembers the session) before the reset.
    expect(
      (await server.request('GET', '/user/viewuserinfo', { token: user.accessToken })).status,
    ).toBe(200);
    const forgot = await server.request('PUT', `/user/forgotpwd/${encodeURIComponent(user.email)}`);
    expect(forgot.body).toEqual({ statusCode: 0, description: 'Successful' });

    const link = await emailedLink(server, user.email, '/reset-password');
    expect(`${link.origin}${link.pathname}`).toBe('http://portal.test/reset-password');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const path = `/user/pwdlinkcheck/${link.searchParams.get('id')}/${link.searchParams.get('token')}`;
    const body = { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };

    const reset = await server.request('PUT', path, { body });
    expect(reset.body).toEqual({ statusCode: 0, description: 'Password changed' });
    expect(reset.body).not.toHaveProperty('accessToken');
    expect(reset.headers.get('referrer-policy')).toBe('no-referrer');

    const replay = await server.request('PUT', path, { body });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({
      statusCode: 'U31',
      description: 'This link is invalid or has expired',
    });

    expect(
      (await server.request('GET', '/user/viewuserinfo', { token: user.accessToken })).status,
    ).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers forgot-password alike for unknown addresses and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const forgot = await server.request('PUT', `/user/forgotpwd/${encodeURIComponent(email)}`);
    expect(forgot.body).toEqual({ statusCode: 0, description: 'Successful' });
    await jobsSettled(server);
    expect((await server.mailbox()).filter((message) => message.to === email)).toEqual([]);
  });

  it('only the latest reset link works, and a link does not work for another user id', async () => {
    const user = await signUp(server, { verified: true });
    const other = await signUp(server, { verified: true });
    await server.request('PUT', `/user/forgotpwd/${encodeURIComponent(user.email)}`);
    const first = await emailedLink(server, user.email, '/reset-password');
    await server.request('PUT', `/user/forgotpwd/${encodeURIComponent(user.email)}`);
    const second = await emailedLink(server, user.email, '/reset-password', first);
    const body = { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    const resetStatus = async (id: number, link: URL) =>
      (
        await server.request('PUT', `/user/pwdlinkcheck/${id}/${link.searchParams.get('token')}`, {
          body,
        })
      ).status;
    expect(await resetStatus(user.id, first)).toBe(400);
    expect(await resetStatus(other.id, second)).toBe(400);
    expect(await resetStatus(user.id, second)).toBe(200);
  });

  it('checks the reset rules before using up the link', async () => {
    const user = await signUp(server, { verified: true });
    await server.request('PUT', `/user/forgotpwd/${encodeURIComponent(user.email)}`);
    const link = await emailedLink(server, user.email, '/reset-password');
    const path = `/user/pwdlinkcheck/${user.id}/${link.searchParams.get('token')}`;
    const mismatch = await server.request('PUT', path, {
      body: { password: NEW_PASSWORD, confirm_password: 'N3w!other' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({
      errors: [{ field: 'confirm_password', message: 'passwords must match' }],
    });
    expect(
      (
        await server.request('PUT', path, {
          body: { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(200);
  });

  it('changes the password of the signed-in user and revokes their tokens', async () => {
    const user = await signUp(server, { verified: true });
    const weak = await server.request('PUT', '/user/pwd', {
      token: user.accessToken,
      body: { password: 'weak', confirm_password: 'weak' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      errors: [
        {
          field: 'password',
          message:
            'Your new password must contain at least one lowercase letter, one uppercase letter, one digit, one special character, and must be a minimum of eight characters long.',
        },
      ],
    });
    const changed = await server.request('PUT', '/user/pwd', {
      token: user.accessToken,
      body: { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(changed.body).toEqual({ statusCode: 0, description: 'Password changed' });
    expect(
      (await server.request('GET', '/user/viewuserinfo', { token: user.accessToken })).status,
    ).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });
});
