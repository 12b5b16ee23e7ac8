import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../../../test/accounts.ts';
import { CORE_ROUTES, startServer, TEST_PROXY, type TestServer } from '../../../../test/harness.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';

const WRONG = 'Wr0ng!pass';
/** A documentation address (RFC 5737) per test, sent as X-Forwarded-For to a proxy-trusting server. */
const address = () => ({
  'x-forwarded-for': `198.51.100.${randomInt(1, 255)}, 203.0.113.${randomInt(1, 255)}`,
});

describeOnEachDatabase('throttling', {}, (server, database) => {
  /** The same database behind a proxy, with small per-address limits. */
  let proxied: TestServer;
  beforeAll(async () => {
    const small = { max: 2, windowSeconds: 900 };
    proxied = await startServer(
      database,
      {
        trustProxy: TEST_PROXY,
        throttle: {
          ...server.config.throttle,
          loginPerAddress: small,
          forgotPerAddress: small,
          linkPerAddress: small,
          registerPerAddress: small,
        },
      },
      CORE_ROUTES,
    );
  });
  afterAll(async () => {
    await proxied?.close();
  });

  it('locks an account after 5 failed logins, even for the right password', async () => {
    const user = await signUp(server, { verified: true });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failed = await server.request('POST', '/authO/login', {
        body: { email: user.email, password: WRONG },
      });
      expect(failed.status).toBe(401);
    }
    const locked = await server.request('POST', '/authO/login', {
      body: { email: user.email, password: user.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ statusCode: 429 });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts wrong passwords of an email change toward the same lock as failed logins', async () => {
    const user = await signUp(server, { verified: true });
    const change = (password: string) =>
      server.request('PUT', '/user/edituser', {
        token: user.accessToken,
        body: { email: uniqueEmail(), password },
      });
    for (let attempt = 1; attempt <= 3; attempt++) expect((await change(WRONG)).status).toBe(403);
    for (let attempt = 1; attempt <= 2; attempt++) {
      const failed = await server.request('POST', '/authO/login', {
        body: { email: user.email, password: WRONG },
      });
      expect(failed.status).toBe(401);
    }
    // Locked: even the right password is refused, and login answers 429.
    const locked = await change(user.password);
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ statusCode: 'U32' });
    const login = await server.request('POST', '/authO/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(429);
  });

  it('throttles failed logins per client address across accounts', async () => {
    const headers = address();
    for (const email of [uniqueEmail(), uniqueEmail()]) {
      expect(
        (
          await proxied.request('POST', '/authO/login', {
            headers,
            body: { email, password: WRONG },
          })
        ).status,
      ).toBe(401);
    }
    const third = await proxied.request('POST', '/authO/login', {
      headers,
      body: { email: uniqueEmail(), password: WRONG },
    });
    expect(third.status).toBe(429);
    const elsewhere = await proxied.request('POST', '/authO/login', {
      headers: address(),
      body: { email: uniqueEmail(), password: WRONG },
    });
    expect(elsewhere.status).toBe(401);
  });

  it("ignores the X-Forwarded-For entries a client writes itself, left of the proxy's", async () => {
    // The proxy appends the address it saw; a client rotating what it sent before stays one.
    const seen = `203.0.113.${randomInt(1, 255)}`;
    const failLogin = (spoofed: string) =>
      proxied.request('POST', '/authO/login', {
        headers: { 'x-forwarded-for': `${spoofed}, ${seen}` },
        body: { email: uniqueEmail(), password: WRONG },
      });
    expect((await failLogin('192.0.2.1')).status).toBe(401);
    expect((await failLogin('192.0.2.2')).status).toBe(401);
    expect((await failLogin('192.0.2.3')).status).toBe(429);
  });

  it('throttles an IPv6 client by its /64 network, whichever of its addresses it sends from', async () => {
    // A documentation /64 (RFC 3849) of this test's own, and the /64 next to it.
    const site = randomInt(0, 0xffff).toString(16);
    const subnet = randomInt(0, 0xfffe);
    const network = `2001:db8:${site}:${subnet.toString(16)}`;
    const neighbour = `2001:db8:${site}:${(subnet + 1).toString(16)}`;
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const failLogin = (address: string) =>
      proxied.request('POST', '/authO/login', {
        headers: from(address),
        body: { email: uniqueEmail(), password: WRONG },
      });
    expect((await failLogin(`${network}::1`)).status).toBe(401);
    expect((await failLogin(`${network}:0:0:0:2`)).status).toBe(401);
    expect((await failLogin(`${network.toUpperCase()}:ABCD:EF01:2345:6789`)).status).toBe(429);
    expect((await failLogin(`${neighbour}::1`)).status).toBe(401);
  });

  it('throttles forgot-password per account, known or not, and per address', async () => {
    const user = await signUp(server, { verified: true });
    for (const email of [user.email, uniqueEmail()]) {
      const path = `/user/forgotpwd/${encodeURIComponent(email)}`;
      for (let attempt = 1; attempt <= 3; attempt++)
        expect((await server.request('PUT', path)).status).toBe(200);
      expect((await server.request('PUT', path)).status).toBe(429);
    }
    const headers = address();
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect(
        (
          await proxied.request('PUT', `/user/forgotpwd/${encodeURIComponent(uniqueEmail())}`, {
            headers,
          })
        ).status,
      ).toBe(200);
    }
    expect(
      (
        await proxied.request('PUT', `/user/forgotpwd/${encodeURIComponent(uniqueEmail())}`, {
          headers,
        })
      ).status,
    ).toBe(429);
  });

  it('throttles registrations per address', async () => {
    const headers = address();
    const register = () =>
      proxied.request('POST', '/user/adduser', {
        headers,
        body: {
          name_first: 'A',
          name_last: 'B',
          email: uniqueEmail(),
          password: 'Str0ng!pass',
          confirm_password: 'Str0ng!pass',
        },
      });
    expect((await register()).status).toBe(201);
    expect((await register()).status).toBe(201);
    expect((await register()).status).toBe(429);
  });

  it('throttles verification attempts per account and per address', async () => {
    const user = await signUp(server);
    const guess = () => server.request('GET', `/user/verifyaccount/${user.id}/${'x'.repeat(43)}`);
    for (let attempt = 1; attempt <= 10; attempt++) expect((await guess()).status).toBe(400);
    expect((await guess()).status).toBe(429);

    const headers = address();
    const other = await signUp(server);
    const guessFrom = () =>
      proxied.request('GET', `/user/verifyaccount/${other.id}/${'y'.repeat(43)}`, { headers });
    expect((await guessFrom()).status).toBe(400);
    expect((await guessFrom()).status).toBe(400);
    expect((await guessFrom()).status).toBe(429);
  });
});
