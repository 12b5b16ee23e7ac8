import { loadContract } from '@pod-portal/openapi/operations';
import { expect, it } from 'vitest';
import { emailedLink, STRONG_PASSWORD, signUp, uniqueEmail } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';

describeOnEachDatabase('users and their own data', {}, (server) => {
  const me = (token: string) =>
    server.request<Record<string, unknown>>('GET', '/user/viewuserinfo', { token });

  it('ignores balance, user_status and other server fields in a registration payload', async () => {
    const email = uniqueEmail();
    const answer = await server.request<{ accessToken: string }>('POST', '/user/adduser', {
      body: {
        name_first: 'Thandi',
        name_last: 'Mokoena',
        email,
        password: STRONG_PASSWORD,
        confirm_password: STRONG_PASSWORD,
        balance: 99999,
        balance_cents: 9999900,
        user_status: 1,
        admin_confirmation: 1,
        initial_login: 1,
        id: 1,
      },
    });
    expect(answer.status).toBe(201);
    expect((await me(answer.body.accessToken)).body).toMatchObject({
      email,
      username: email,
      balance: 100,
      balance_cents: 10000,
      user_status: 0,
      admin_confirmation: 0,
      initial_login: 0,
    });
  });

  it('answers exactly the fields of the User schema in the contract', async () => {
    const user = await signUp(server, { verified: true });
    const { properties, required } = (await loadContract()).schemas.User as {
      properties: Record<string, unknown>;
      required: string[];
    };
    const answer = (await me(user.accessToken)).body;
    expect(Object.keys(answer).filter((field) => !(field in properties))).toEqual([]);
    expect(required.filter((field) => !(field in answer))).toEqual([]);
  });

  it('edits name and phone only, ignoring balance and user_status', async () => {
    const user = await signUp(server, { verified: true });
    const edited = await server.request('PUT', '/user/edituser', {
      token: user.accessToken,
      body: {
        name_first: 'Lerato',
        name_last: 'Mokoena-Dube',
        phone_main: '+27821234567',
        balance: 5000,
        user_status: 2,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      statusCode: 0,
      user: {
        name_first: 'Lerato',
        name_last: 'Mokoena-Dube',
        phone_main: '+27821234567',
        balance: 100,
        user_status: 1,
      },
    });
    const invalid = await server.request('PUT', '/user/edituser', {
      token: user.accessToken,
      body: { name_first: 'L3rato', name_last: 'Khumalo', phone_main: '12' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      errors: [
        { field: 'name_first', message: 'Please enter a valid name' },
        { field: 'phone_main', message: 'Please enter a valid phone number' },
      ],
    });
  });

  it('changes the email only with the password, then needs the new address verified', async () => {
    const user = await signUp(server, { verified: true });
    const other = await signUp(server, { verified: true });
    const wrong = await server.request('PUT', '/user/edituser', {
      token: user.accessToken,
      body: { email: uniqueEmail(), password: 'Wr0ng!pass' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ statusCode: 'U32' });
    const taken = await server.request('PUT', '/user/edituser', {
      token: user.accessToken,
      body: { email: other.email, password: user.password },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ statusCode: 'U30' });

    const email = uniqueEmail('moved');
    const changed = await server.request('PUT', '/user/edituser', {
      token: user.accessToken,
      body: { email, password: user.password },
    });
    expect(changed.body).toMatchObject({
      statusCode: 0,
      loggedOut: true,
      user: { email, user_status: 0 },
    });
    expect((await me(user.accessToken)).status).toBe(401);
    const link = await emailedLink(server, email, '/verify');
    expect(
      (
        await server.request(
          'GET',
          `/user/verifyaccount/${user.id}/${link.searchParams.get('token')}`,
        )
      ).status,
    ).toBe(200);
    expect(
      (await server.request('POST', '/authO/login', { body: { email, password: user.password } }))
        .status,
    ).toBe(200);
  });

  it('records the first-login flag', async () => {
    const user = await signUp(server, { verified: true });
    const answer = await server.request('POST', '/user/initiallogin', {
      token: user.accessToken,
      body: { initial_login: 1, user_status: 2 },
    });
    expect(answer.body).toEqual({ statusCode: 0, description: 'Successful', initial_login: 1 });
    expect((await me(user.accessToken)).body).toMatchObject({ initial_login: 1, user_status: 1 });
  });

  it("a second user cannot use the first user's links or tokens", async () => {
    const first = await signUp(server);
    const second = await signUp(server);
    const secondLink = await emailedLink(server, second.email, '/verify');
    // The second user's verification token against the first user's id.
    const cross = await server.request(
      'GET',
      `/user/verifyaccount/${first.id}/${secondLink.searchParams.get('token')}`,
    );
    expect(cross.status).toBe(400);
    expect((await me(first.accessToken)).body).toMatchObject({ user_status: 0 });

    // Logging out with the first user's refresh token in the body ends only the caller's session.
    await server.request('DELETE', '/authO/logout', {
      token: second.accessToken,
      body: { token: first.refreshToken },
    });
    expect((await me(first.accessToken)).status).toBe(200);
    expect(
      (await server.request('POST', '/authO/refresh', { body: { token: first.refreshToken } }))
        .status,
    ).toBe(200);

    // Each token only ever shows its own user.
    expect((await me(first.accessToken)).body).toMatchObject({ id: first.id, email: first.email });
  });
});
