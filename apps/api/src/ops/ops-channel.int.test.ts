import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockHolder } from '../db/data-dir-lock.ts';
import { DEMO_ACCOUNT } from '../db/seed-demo.ts';
import { STRONG_PASSWORD, uniqueEmail } from '../test/accounts.ts';

const apiDir = join(import.meta.dirname, '../..');
const NODE_ARGS = ['--conditions=@pod-portal/source', '--import', 'tsx'];

interface Exited {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a node entry of the API to its end, as a terminal would. */
function runToEnd(entry: string, args: string[], env: NodeJS.ProcessEnv): Promise<Exited> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...NODE_ARGS, entry, ...args], { cwd: apiDir, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A real server process on `dataDir`, answered once it has printed where it listens. */
async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...NODE_ARGS, 'src/server.ts'], { cwd: apiDir, env });
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    lines.on('line', (line) => {
      const listening = /\(listening on (http:\/\/[^)]+)\)/.exec(line);
      if (listening?.[1]) resolve(listening[1]);
    });
  });
  return { child, url };
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

async function call(url: string, method: string, path: string, body?: unknown, token?: string) {
  const answer = await fetch(`${url}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

async function logIn(url: string, email: string, password: string): Promise<string> {
  const answer = await call(url, 'POST', '/authO/login', { email, password });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.accessToken);
}

describe('pnpm ops against a running server on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pod-portal-ops-'));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' };
  const ops = (...args: string[]) => runToEnd('src/cli/index.ts', args, env);
  const author = uniqueEmail('ops');
  let server: { child: ChildProcess; url: string };
  let demoBalance: unknown;

  beforeAll(async () => {
    server = await startServer(env);
  });
  afterAll(async () => {
    if (server.child.exitCode === null) await stop(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs staff commands inside the server, which sees them at once', async () => {
    const created = await ops('coupon', 'LIVE10', 'value', '10', '--single-use');
    expect(created).toMatchObject({ code: 0, stdout: 'coupon LIVE10 created: R 10, 1 use\n' });
    const token = await logIn(server.url, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const redeemed = await call(
      server.url,
      'POST',
      '/user/addcoupon',
      { coupon_code: 'LIVE10' },
      token,
    );
    expect(redeemed).toMatchObject({ status: 200, body: { description: 'Successful' } });
    demoBalance = redeemed.body.balance;

    const registered = await call(server.url, 'POST', '/user/adduser', {
      username: author,
      name_first: 'Lerato',
      name_last: 'Dlamini',
      email: author,
      password: STRONG_PASSWORD,
      confirm_password: STRONG_PASSWORD,
    });
    expect(registered.status).toBe(201);
    const activated = await ops('user', 'activate', author);
    expect(activated.code, activated.stderr).toBe(0);
    const me = await call(
      server.url,
      'GET',
      '/user/viewuserinfo',
      undefined,
      await logIn(server.url, author, STRONG_PASSWORD),
    );
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
    expect(await stop(server.child)).toBe(0);
    const offline = await ops('coupon', 'LIVE10', 'value', '10');
    expect(offline).toMatchObject({ code: 1, stdout: 'coupon LIVE10 exists already\n' });

    server = await startServer(env);
    const token = await logIn(server.url, author, STRONG_PASSWORD);
    expect(
      (await call(server.url, 'GET', '/user/viewuserinfo', undefined, token)).body.user_status,
    ).toBe(1);
    const demo = await logIn(server.url, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const balance = await call(server.url, 'GET', '/user/viewuserinfo', undefined, demo);
    expect(balance.body.balance).toBe(demoBalance);
  });
});
