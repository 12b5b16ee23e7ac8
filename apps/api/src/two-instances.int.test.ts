import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from './db/schema/index.ts';
import { createAccount } from './features/accounts/create-account.ts';
import { hashPassword } from './features/auth/passwords.ts';
import { sessionCache } from './features/auth/session-cache.ts';
import { createCoupon } from './features/coupons/create-coupon.ts';
import { STRONG_PASSWORD, uniqueEmail } from './test/accounts.ts';
import { holdEventStream } from './test/event-stream.ts';
import { createTestDatabase, databaseKinds, linkIn, type TestDatabase } from './test/harness.ts';
import {
  callApi,
  runToEnd,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from './test/server-process.ts';

const WRONG = 'Wr0ng!pass';
// How long another instance may honour a revoked session (the session cache's stated delay),
// plus room for a loaded machine.
const REVOCATION_BOUND_MS = sessionCache.ttlMs + 3_000;

/** Polls `check` until it is true, failing once `boundMs` has passed. */
async function within(boundMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + boundMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not seen within ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!databaseKinds.includes('postgres'))('two API instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  const dataDirs: string[] = [];
  const secrets = {
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    DATA_KEY: randomBytes(32).toString('hex'),
  };
  const instanceEnv = () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pod-instance-'));
    dataDirs.push(dataDir);
    return { ...process.env, ...secrets, DATABASE_URL: database.url, DATA_DIR: dataDir };
  };

  /** A verified author made in the database, as registration and verification leave one. */
  async function anAuthor(): Promise<string> {
    const email = uniqueEmail('twin');
    await createAccount(database.db, {
      email,
      username: email,
      nameFirst: 'Sipho',
      nameLast: 'Ndlovu',
      passwordHash: await hashPassword(STRONG_PASSWORD),
      userStatus: 1,
    });
    return email;
  }

  async function logIn(server: ServerProcess, email: string) {
    const answer = await callApi(server.url, 'POST', '/authO/login', {
      body: { email, password: STRONG_PASSWORD },
    });
    expect(answer.status).toBe(200);
    return { access: String(answer.body.accessToken), refresh: String(answer.body.refreshToken) };
  }

  const status = async (server: ServerProcess, token: string) =>
    (await callApi(server.url, 'GET', '/user/viewuserinfo', { token })).status;

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { migrated: false });
    // Both start together on the empty database: one migrates, the other waits for it.
    [a, b] = await Promise.all([
      startServerProcess(instanceEnv()),
      startServerProcess(instanceEnv()),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a && stopServerProcess(a), b && stopServerProcess(b)]);
    await database?.dispose();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('ran each migration once', async () => {
    const files = readdirSync(join(import.meta.dirname, '../drizzle')).filter((f) =>
      f.endsWith('.sql'),
    );
    // postgres.js answers the rows as an array.
    const applied = (await database.db.execute(
      sql`select count(*)::text as count from drizzle.__drizzle_migrations`,
    )) as unknown as Array<{ count: string }>;
    expect(Number(applied[0]?.count)).toBe(files.length);
  });

  it('counts failed logins on both toward one lock', async () => {
    const email = await anAuthor();
    for (const server of [a, b, a, b, a]) {
      const failed = await callApi(server.url, 'POST', '/authO/login', {
        body: { email, password: WRONG },
      });
      expect(failed.status).toBe(401);
    }
    const locked = await callApi(b.url, 'POST', '/authO/login', {
      body: { email, password: STRONG_PASSWORD },
    });
    expect(locked.status).toBe(429);
  });

  it('honours an emailed link once, whichever instance it reaches', async () => {
    const email = await anAuthor();
    expect(
      (await callApi(a.url, 'PUT', `/user/forgotpwd/${encodeURIComponent(email)}`)).status,
    ).toBe(200);
    // Whichever instance's worker takes the job sends the email.
    const link = await vi.waitFor(
      async () => {
        const [message] = await database.db
          .select()
          .from(outbox)
          .where(eq(outbox.to, email))
          .orderBy(desc(outbox.id));
        const found = linkIn(message && { ...message, html: message.html ?? '' });
        if (found.pathname !== '/reset-password') throw new Error('no reset email yet');
        return found;
      },
      { timeout: 20_000, interval: 50 },
    );
    const path = `/user/pwdlinkcheck/${link.searchParams.get('id')}/${link.searchParams.get('token')}`;
    const body = { password: 'N3w!secret', confirm_password: 'N3w!secret' };
    expect((await callApi(b.url, 'PUT', path, { body })).status).toBe(200);
    const again = await callApi(a.url, 'PUT', path, { body });
    expect(again.body.statusCode).toBe('U31');
  });

  it('lets a single-use coupon be redeemed once, by requests on both at once', async () => {
    const code = `TWIN${randomBytes(3).toString('hex').toUpperCase()}`;
    await createCoupon(database.db, { code, kind: 'value', amount: 5000, maxUses: 1 });
    const [first, second] = await Promise.all([anAuthor(), anAuthor()]);
    const tokens = await Promise.all([logIn(a, first), logIn(b, second)]);
    const answers = await Promise.all([
      callApi(a.url, 'POST', '/user/addcoupon', {
        body: { coupon_code: code },
        token: tokens[0].access,
      }),
      callApi(b.url, 'POST', '/user/addcoupon', {
        body: { coupon_code: code },
        token: tokens[1].access,
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  });

  it("ends a session signed out on one instance on the other, within the cache's delay", async () => {
    const email = await anAuthor();
    const session = await logIn(a, email);
    expect(await status(b, session.access)).toBe(200); // now remembered by b's cache
    const out = await callApi(a.url, 'DELETE', '/authO/logout', {
      body: { token: session.refresh },
      token: session.access,
    });
    expect(out.status).toBe(200);
    await within(REVOCATION_BOUND_MS, async () => (await status(b, session.access)) === 401);
  });

  it('closes on the other instance the live stream of a session signed out on one', async () => {
    const email = await anAuthor();
    const session = await logIn(a, email);
    const stream = await holdEventStream(`${b.url}/api/chat/user/events`, session.access);
    const out = await callApi(a.url, 'DELETE', '/authO/logout', {
      body: { token: session.refresh },
      token: session.access,
    });
    expect(out.status).toBe(200);
    // A change of the author's conversation, made afterwards from a new session: the stream
    // held on b ends before it could deliver it.
    const again = await logIn(a, email);
    const sent = await callApi(a.url, 'POST', '/chat/user/sendmsg', {
      body: { message: 'Is anyone there?' },
      token: again.access,
    });
    expect(sent.status).toBe(201);
    expect(await stream.next()).toBe('ended');
  });

  it('closes on both instances the live streams of an author suspended by the ops CLI', async () => {
    const email = await anAuthor();
    const session = await logIn(a, email);
    const streams = await Promise.all(
      [a, b].map((server) => holdEventStream(`${server.url}/api/chat/user/events`, session.access)),
    );
    const suspended = await runToEnd('src/cli/index.ts', ['user', 'suspend', email], instanceEnv());
    expect(suspended.code, suspended.stderr).toBe(0);
    expect(await Promise.all(streams.map((stream) => stream.next()))).toEqual(['ended', 'ended']);
  });

  it('shuts a suspended author out of both instances', async () => {
    const email = await anAuthor();
    const session = await logIn(b, email);
    expect(await status(a, session.access)).toBe(200);
    const suspended = await runToEnd('src/cli/index.ts', ['user', 'suspend', email], instanceEnv());
    expect(suspended.code, suspended.stderr).toBe(0);
    await within(REVOCATION_BOUND_MS, async () => (await status(a, session.access)) === 401);
    await within(REVOCATION_BOUND_MS, async () => (await status(b, session.access)) === 401);
    const again = await callApi(b.url, 'POST', '/authO/login', {
      body: { email, password: STRONG_PASSWORD },
    });
    expect(again.status).not.toBe(200);
  });
});
