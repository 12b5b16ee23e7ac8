import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockHolder } from '../db/data-dir-lock.ts';
import { DEMO_ACCOUNT } from '../features/accounts/seed-demo.ts';
import { STRONG_PASSWORD, uniqueEmail } from '../test/accounts.ts';
import {
  callApi,
  runToEnd,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../test/server-process.ts';

async function logIn(url: string, email: string, password: string): Promise<string> {
  const answer = await callApi(url, 'POST', '/authO/login', { body: { email, password } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.accessToken);
}

describe('pnpm ops against a running server on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pod-portal-ops-'));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' };
  const ops = (...args: string[]) => runToEnd('src/cli/index.ts', args, env);
  const author = uniqueEmail('ops');
  let server: ServerProcess;
  let demoBalance: unknown;

  beforeAll(async () => {
    server = await startServerProcess(env);
  });
  afterAll(async () => {
    await stopServerProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs staff commands inside the server, which sees them at once', async () => {
    const created = await ops('coupon', 'LIVE10', 'value', '10', '--single-use');
    expect(created).toMatchObject({ code: 0, stdout: 'coupon LIVE10 created: R 10.00, 1 use\n' });
    const token = await logIn(server.url, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const redeemed = await callApi(server.url, 'POST', '/user/addcoupon', {
      body: { coupon_code: 'LIVE10' },
      token,
    });
    expect(redeemed).toMatchObject({ status: 200, body: { description: 'Successful' } });
    demoBalance = redeemed.body.balance;

    const registered = await callApi(server.url, 'POST', '/user/adduser', {
      body: {
        username: author,
        name_first: 'Lerato',
        name_last: 'Dlamini',
        email: author,
        password: STRONG_PASSWORD,
        confirm_password: STRONG_PASSWORD,
      },
    });
    expect(registered.status).toBe(201);
    const activated = await ops('user', 'activate', author);
    expect(activated.code, activated.stderr).toBe(0);
    const me = await callApi(server.url, 'GET', '/user/viewuserinfo', {
      token: await logIn(server.url, author, STRONG_PASSWORD),
    });
    expect(me.body.user_status).toBe(1);
  });

  it('answers help and usage errors from the server too', async () => {
    const help = await ops('help');
    expect(help.code).toBe(0);
    expect(help.stderr).toContain('coupon <code> <value|percentage> <amount>');
    expect(await ops('coupon', 'X')).toMatchObject({ code: 2 });
  });

  it('refuses a caller without the secret', async () => {
    const holder = JSON.parse(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')) as LockHolder;
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const socket = holder.ops && 'socketPath' in holder.ops ? holder.ops.socketPath : undefined;
      const probe = request(
        {
          socketPath: socket,
          method: 'POST',
          path: '/run',
          headers: { authorization: 'Bearer guess' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      );
      probe.on('error', reject);
      probe.end(JSON.stringify({ argv: ['user', 'suspend', author] }));
    });
    expect(status).toBe(401);
  });

  it('refuses a second server on the same folder, naming the first', async () => {
    const second = await runToEnd('src/server.ts', [], env);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`The server (pid ${server.child.pid}, ${server.url}`);
    expect(second.stderr).toContain(`already uses the embedded database in ${dataDir}`);
  });

  it('keeps everything after the server stops and starts again, and works without it', async () => {
    expect(await stopServerProcess(server)).toBe(0);
    const offline = await ops('coupon', 'LIVE10', 'value', '10');
    expect(offline).toMatchObject({ code: 1, stdout: 'coupon LIVE10 exists already\n' });

    server = await startServerProcess(env);
    const token = await logIn(server.url, author, STRONG_PASSWORD);
    expect(
      (await callApi(server.url, 'GET', '/user/viewuserinfo', { token })).body.user_status,
    ).toBe(1);
    const demo = await logIn(server.url, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const balance = await callApi(server.url, 'GET', '/user/viewuserinfo', { token: demo });
    expect(balance.body.balance).toBe(demoBalance);
  });
});
