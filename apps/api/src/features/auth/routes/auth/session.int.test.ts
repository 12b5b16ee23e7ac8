import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { command as userCommand } from '../../../../cli/user.ts';
import { emailedLink, STRONG_PASSWORD, signUp, uniqueEmail } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';

type Pair = { accessToken: string; refreshToken: string };

describeOnEachDatabase('sessions', {}, (server, database) => {
  it('register -> verify -> login -> refresh -> reuse revokes the family -> logout', async () => {
    const email = uniqueEmail();
    const registered = await server.request<Pair>('POST', '/user/adduser', {
      body: {
        username: email,
        name_first: 'Thandi',
        name_last: 'Mokoena',
        email,
        password: STRONG_PASSWORD,
        confirm_password: STRONG_PASSWORD,
      },
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ statusCode: 0 });

    // Unverified: status 0, R100 welcome credit from the ledger.
    const before = await server.request('GET', '/user/viewuserinfo', {
      token: registered.body.accessToken,
    });
    expect(before.body).toMatchObject({
      email,
      user_status: 0,
      balance: 100,
      balance_cents: 10000,
      initial_login: 0,
      cart: [],
    });

    // The emailed link points at the portal's /verify page and works once.
    const link = await emailedLink(server, email, '/verify');
    expect(`${link.origin}${link.pathname}`).toBe('http://portal.test/verify');
    const path = `/user/verifyaccount/${link.searchParams.get('id')}/${link.searchParams.get('token')}`;
    expect((await server.request('GET', path)).body).toEqual({
      statusCode: 0,
      description: 'Account verified',
    });
    const again = await server.request('GET', path);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ statusCode: 'U31' });

    const login = await server.request<Pair>('POST', '/authO/login', {
      body: { email: email.toUpperCase(), password: STRONG_PASSWORD },
    });
    expect(login.status).toBe(200);
    const claims = decodeJwt(login.body.accessToken);
    expect(claims).toMatchObject({
      sub: String(before.body.id),
      email,
      user_status: 1,
      typ: 'access',
    });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(decodeJwt(login.body.refreshToken).exp).toBeGreaterThan(claims.exp ?? 0);

    const refreshed = await server.request<Pair>('POST', '/authO/refresh', {
      body: { token: login.body.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).not.toBe(login.body.refreshToken);
    expect(
      (await server.request('GET', '/user/viewuserinfo', { token: refreshed.body.accessToken }))
        .status,
    ).toBe(200);

    // The first refresh token again: reuse. The whole family (the new tokens too) is revoked.
    const reused = await server.request('POST', '/authO/refresh', {
      body: { token: login.body.refreshToken },
    });
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ statusCode: 'U34' });
    expect(
      (await server.request('GET', '/user/viewuserinfo', { token: refreshed.body.accessToken }))
        .status,
    ).toBe(401);
    expect(
      (
        await server.request('POST', '/authO/refresh', {
          body: { token: refreshed.body.refreshToken },
        })
      ).status,
    ).toBe(401);

    // The registration's own session is another family and still works; logout ends it.
    const out = await server.request('DELETE', '/authO/logout', {
      token: registered.body.accessToken,
      body: { token: registered.body.refreshToken },
    });
    expect(out.body).toEqual({ statusCode: 0, description: 'Logged out' });
    expect(
      (await server.request('GET', '/user/viewuserinfo', { token: registered.body.accessToken }))
        .status,
    ).toBe(401);
    expect(
      (
        await server.request('POST', '/authO/refresh', {
          body: { token: registered.body.refreshToken },
        })
      ).status,
    ).toBe(401);
  });

  it('ends the sessions of a user suspended by an operator at once', async () => {
    const user = await signUp(server, { verified: true });
    const me = () => server.request('GET', '/user/viewuserinfo', { token: user.accessToken });
    expect((await me()).status).toBe(200);
    const suspended = await userCommand.run(['suspend', user.email], {
      db: database.db,
      log: () => {},
    });
    expect(suspended).toBe(0);
    expect((await me()).status).toBe(401);
  });

  it('lets an unverified user log in (the portal routes on user_status 0)', async () => {
    const user = await signUp(server);
    const login = await server.request<Pair>('POST', '/authO/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
    expect(decodeJwt(login.body.accessToken).user_status).toBe(0);
  });

  it('accepts the refresh token from the bearer header when the body has none', async () => {
    const user = await signUp(server);
    const noBody = await server.request<Pair>('POST', '/authO/refresh', {
      token: user.refreshToken,
    });
    expect(noBody.status).toBe(200);
    const emptyBody = await server.request<Pair>('POST', '/authO/refresh', {
      body: {},
      token: noBody.body.refreshToken,
    });
    expect(emptyBody.status).toBe(200);
    // The body wins over the header: a bad body token is refused even with a good header.
    const bodyWins = await server.request('POST', '/authO/refresh', {
      body: { token: 'not-a-token' },
      token: emptyBody.body.refreshToken,
    });
    expect(bodyWins.status).toBe(401);
  });

  it('answers U33 alike for an unknown email and a wrong password', async () => {
    const user = await signUp(server);
    const wrong = await server.request('POST', '/authO/login', {
      body: { email: user.email, password: 'Wr0ng!pass' },
    });
    const unknown = await server.request('POST', '/authO/login', {
      body: { email: uniqueEmail(), password: 'Wr0ng!pass' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({
      statusCode: 'U33',
      description:
        "Login unsuccessful: The email or password you entered is incorrect or you haven't registered yet",
    });
  });

  it('answers U30 for a taken email, whatever its case', async () => {
    const user = await signUp(server);
    const again = await server.request('POST', '/user/adduser', {
      body: {
        name_first: 'Other',
        name_last: 'Person',
        email: user.email.toUpperCase(),
        password: STRONG_PASSWORD,
        confirm_password: STRONG_PASSWORD,
      },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      statusCode: 'U30',
      description:
        'This email alreay exists on our system, please use another email or login to continue',
    });
  });

  it('answers the registration rules with the product messages', async () => {
    const answer = await server.request<{ errors: { field: string; message: string }[] }>(
      'POST',
      '/user/adduser',
      {
        body: {
          name_first: ' ',
          name_last: 'Mokoena',
          email: 'not-an-email',
          password: 'weak',
          confirm_password: 'other',
        },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'name_first', message: 'Please enter your first name' },
        {
          field: 'password',
          message:
            'Your password must contain at least one lowercase letter, one uppercase letter, one digit, one special character, and must be a minimum of eight characters long.',
        },
      ]),
    );
  });
});
