import { expect, it } from 'vitest';
import { emailedLink, jobsSettled, type SignedUp, signUp } from '../../../../test/accounts.ts';
import { CORE_ROUTES, linkIn, TEST_PROXY, type TestServer } from '../../../../test/harness.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';
// Addresses DB-IP places in South Africa and in the United States.
const JOHANNESBURG = '196.25.1.1';
const ABROAD = '8.8.8.8';
const NEW_PASSWORD = 'N3w!secret';
const ALERT_SUBJECT = 'New login to your Print on Demand account';

interface Pair {
  accessToken: string;
  refreshToken: string;
}

interface SessionInfo {
  id: string;
  browser: string | null;
  os: string | null;
  address: string | null;
  place: string;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

function from(userAgent: string, address: string): Record<string, string> {
  return { 'user-agent': userAgent, 'x-forwarded-for': address };
}

async function logIn(
  server: TestServer,
  user: SignedUp,
  client: Record<string, string>,
  password = user.password,
): Promise<Pair> {
  const answer = await server.request<Pair>('POST', '/authO/login', {
    body: { email: user.email, password },
    headers: client,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function sessionsOf(server: TestServer, token: string): Promise<SessionInfo[]> {
  const answer = await server.request<{ sessions: SessionInfo[] }>('GET', '/user/sessions', {
    token,
  });
  expect(answer.status).toBe(200);
  return answer.body.sessions;
}

const isLive = async (server: TestServer, token: string) =>
  (await server.request('GET', '/user/viewuserinfo', { token })).status === 200;

async function alertsTo(server: TestServer, email: string) {
  await jobsSettled(server);
  return (await server.mailbox()).filter((m) => m.to === email && m.subject === ALERT_SUBJECT);
}

describeOnEachDatabase(
  'sessions',
  { config: { trustProxy: TEST_PROXY }, routes: [...CORE_ROUTES, 'sessions'] },
  (server) => {
    it('lists the live sessions with browser, address and place, and signs one out', async () => {
      const user = await signUp(server, { verified: true });
      const desk = await logIn(server, user, from(CHROME_ON_WINDOWS, JOHANNESBURG));
      const phone = await logIn(server, user, from(FIREFOX_ON_ANDROID, ABROAD));

      const listed = await sessionsOf(server, desk.accessToken);
      // The registration's session, the desk and the phone.
      expect(listed).toHaveLength(3);
      const deskSession = listed.find((s) => s.current);
      expect(deskSession).toMatchObject({
        browser: 'Chrome',
        os: 'Windows',
        address: JOHANNESBURG,
        place: 'South Africa',
      });
      const phoneSession = listed.find((s) => s.browser === 'Firefox');
      expect(phoneSession).toMatchObject({
        os: 'Android',
        address: ABROAD,
        place: 'United States',
        current: false,
      });
      expect(listed.filter((s) => s.current)).toHaveLength(1);
      // The test server itself is on loopback: the registration came from no place.
      expect(listed.find((s) => s.address === '127.0.0.1')?.place).toBe('a private network');

      const ended = await server.request('DELETE', `/user/sessions/${phoneSession?.id}`, {
        token: desk.accessToken,
      });
      expect(ended.body).toEqual({ statusCode: 0, description: 'Successful' });
      expect(await isLive(server, phone.accessToken)).toBe(false);
      const refreshed = await server.request('POST', '/authO/refresh', {
        body: { token: phone.refreshToken },
      });
      expect(refreshed.status).toBe(401);
      expect(await isLive(server, desk.accessToken)).toBe(true);
      expect((await sessionsOf(server, desk.accessToken)).map((s) => s.id)).not.toContain(
        phoneSession?.id,
      );

      // Already ended, or another account's: 404, and nothing changes.
      const again = await server.request('DELETE', `/user/sessions/${phoneSession?.id}`, {
        token: desk.accessToken,
      });
      expect(again.status).toBe(404);
      const stranger = await signUp(server, { verified: true });
      const foreign = await server.request('DELETE', `/user/sessions/${deskSession?.id}`, {
        token: stranger.accessToken,
      });
      expect(foreign.status).toBe(404);
      expect(await isLive(server, desk.accessToken)).toBe(true);
    });

    it('signs out everywhere else and keeps the caller signed in', async () => {
      const user = await signUp(server, { verified: true });
      const desk = await logIn(server, user, from(CHROME_ON_WINDOWS, JOHANNESBURG));
      const phone = await logIn(server, user, from(FIREFOX_ON_ANDROID, ABROAD));
      const answer = await server.request('POST', '/user/sessions/sign-out-others', {
        token: phone.accessToken,
      });
      expect(answer.body).toEqual({ statusCode: 0, description: 'Successful' });
      expect(await isLive(server, desk.accessToken)).toBe(false);
      expect(await isLive(server, user.accessToken)).toBe(false);
      expect(await isLive(server, phone.accessToken)).toBe(true);
      const left = await sessionsOf(server, phone.accessToken);
      expect(left).toEqual([expect.objectContaining({ browser: 'Firefox', current: true })]);
    });

    it('a password change, a password reset and an email change end the other sessions', async () => {
      const user = await signUp(server, { verified: true });
      const desk = await logIn(server, user, from(CHROME_ON_WINDOWS, JOHANNESBURG));
      const phone = await logIn(server, user, from(FIREFOX_ON_ANDROID, ABROAD));
      await server.request('PUT', '/user/pwd', {
        token: desk.accessToken,
        body: { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      });
      expect(await isLive(server, phone.accessToken)).toBe(false);

      const again = await logIn(server, user, from(FIREFOX_ON_ANDROID, ABROAD), NEW_PASSWORD);
      await server.request('PUT', `/user/forgotpwd/${encodeURIComponent(user.email)}`);
      const link = await emailedLink(server, user.email, '/reset-password');
      await server.request(
        'PUT',
        `/user/pwdlinkcheck/${link.searchParams.get('id')}/${link.searchParams.get('token')}`,
        { body: { password: user.password, confirm_password: user.password } },
      );
      expect(await isLive(server, again.accessToken)).toBe(false);

      const first = await logIn(server, user, from(CHROME_ON_WINDOWS, JOHANNESBURG));
      const second = await logIn(server, user, from(FIREFOX_ON_ANDROID, ABROAD));
      const changed = await server.request('PUT', '/user/edituser', {
        token: first.accessToken,
        body: { email: `new.${user.email}`, password: user.password },
      });
      expect(changed.status).toBe(200);
      expect(await isLive(server, second.accessToken)).toBe(false);
    });

    it('emails an alert only for a new browser or address, and only with the switch on', async () => {
      const user = await signUp(server, { verified: true });
      const off = await server.request('GET', '/user/login-notification', {
        token: user.accessToken,
      });
      expect(off.body).toEqual({ statusCode: 0, description: 'Successful', enabled: false });
      // Known from here on: Chrome on Windows in Johannesburg. Switch off: no alert.
      await logIn(server, user, from(CHROME_ON_WINDOWS, JOHANNESBURG));
      await logIn(server, user, from(FIREFOX_ON_ANDROID, ABROAD));
      expect(await alertsTo(server, user.email)).toHaveLength(0);

      const on = await server.request('PUT', '/user/login-notification', {
        token: user.accessToken,
        body: { enabled: true },
      });
      expect(on.body).toEqual({ statusCode: 0, description: 'Successful', enabled: true });
      // Seen before (browser and address): nothing.
      await logIn(server, user, from(CHROME_ON_WINDOWS, JOHANNESBURG));
      expect(await alertsTo(server, user.email)).toHaveLength(0);

      // A known browser from a new address.
      await logIn(server, user, from(CHROME_ON_WINDOWS, '41.0.0.1'));
      const [alert, ...more] = await alertsTo(server, user.email);
      expect(more).toHaveLength(0);
      expect(alert?.text).toContain('with Chrome on Windows, from South Africa (address 41.0.0.1)');
      expect(alert?.text).toMatch(/on \d{2}-\d{2}-\d{4} \d{2}:\d{2} \(South African time\)/);
      const link = linkIn(alert);
      expect(`${link.origin}${link.pathname}`).toBe('http://portal.test/this-wasnt-me');
      expect(link.searchParams.get('id')).toBe(String(user.id));

      // A new browser from a known address.
      await logIn(
        server,
        user,
        from(
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
          JOHANNESBURG,
        ),
      );
      expect(await alertsTo(server, user.email)).toHaveLength(2);

      await server.request('PUT', '/user/login-notification', {
        token: user.accessToken,
        body: { enabled: false },
      });
      await logIn(server, user, from(FIREFOX_ON_ANDROID, '102.132.0.1'));
      expect(await alertsTo(server, user.email)).toHaveLength(2);
    });

    it('"This wasn\'t me" ends every session, stops the password and asks for a new one', async () => {
      const user = await signUp(server, { verified: true });
      await server.request('PUT', '/user/login-notification', {
        token: user.accessToken,
        body: { enabled: true },
      });
      const intruder = await logIn(server, user, from(FIREFOX_ON_ANDROID, ABROAD));
      const [alert] = await alertsTo(server, user.email);
      const link = linkIn(alert);
      const path = `/user/thiswasntme/${link.searchParams.get('id')}/${link.searchParams.get('token')}`;

      const disowned = await server.request<{ reset_token: string }>('POST', path);
      expect(disowned.status).toBe(200);
      expect(await isLive(server, intruder.accessToken)).toBe(false);
      expect(await isLive(server, user.accessToken)).toBe(false);
      const withOldPassword = await server.request('POST', '/authO/login', {
        body: { email: user.email, password: user.password },
      });
      expect(withOldPassword.status).toBe(401);

      // The link works once.
      const replay = await server.request('POST', path);
      expect(replay.status).toBe(400);
      expect(replay.body).toMatchObject({ statusCode: 'U31' });

      const reset = await server.request(
        'PUT',
        `/user/pwdlinkcheck/${user.id}/${disowned.body.reset_token}`,
        { body: { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD } },
      );
      expect(reset.body).toEqual({ statusCode: 0, description: 'Password changed' });
      await logIn(server, user, from(CHROME_ON_WINDOWS, JOHANNESBURG), NEW_PASSWORD);
    });

    it('refuses a made-up "This wasn\'t me" link', async () => {
      const user = await signUp(server, { verified: true });
      const answer = await server.request(
        'POST',
        `/user/thiswasntme/${user.id}/not-a-real-token-at-all`,
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 'U31' });
      expect(await isLive(server, user.accessToken)).toBe(true);
    });
  },
);
