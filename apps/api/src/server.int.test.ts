import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { DEMO_ACCOUNT } from './features/accounts/seed-demo.ts';
import { STRONG_PASSWORD, uniqueEmail } from './test/accounts.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './test/harness.ts';

/** Starts `src/server.ts` as `pnpm start` does, and collects its JSON log lines. */
function startProcess(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--conditions=@pod-portal/source', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, PORT: '0', LOG_LEVEL: 'debug', LOG_FORMAT: 'json', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: Record<string, unknown>[] = [];
  const waiters: {
    match: (line: Record<string, unknown>) => boolean;
    resolve: (line: Record<string, unknown>) => void;
  }[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const texts = (pending + String(chunk)).split('\n');
    pending = texts.pop() ?? '';
    for (const text of texts) {
      if (!text.startsWith('{')) continue;
      const line = JSON.parse(text) as Record<string, unknown>;
      lines.push(line);
      for (const waiter of waiters.filter((w) => w.match(line))) waiter.resolve(line);
    }
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const waitFor = (match: (line: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const seen = lines.find(match);
      if (seen) return resolve(seen);
      waiters.push({ match, resolve });
      void exited.then((code) => reject(new Error(`server exited (${code}): ${stderr}`)));
    });
  return { child: child as ChildProcess, waitFor, exited };
}

describe.each(databaseKinds)('the server process on %s', (kind) => {
  let dataDir: string;
  let testDatabase: TestDatabase | undefined;
  let env: Record<string, string>;
  let reader: Database;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pod-api-'));
    env = { DATA_DIR: dataDir };
    if (kind === 'postgres') {
      testDatabase = await createTestDatabase('postgres');
      env.DATABASE_URL = testDatabase.url ?? '';
    }
  });
  afterAll(async () => {
    await reader?.close();
    await testDatabase?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates, seeds the demo account, serves, and on SIGTERM finishes the request in flight', async () => {
    const server = startProcess(env);
    const ready = await server.waitFor((line) => line.msg === 'server ready');
    const base = String(ready.address);
    const demo = await fetch(`${base}/api/authO/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
    });
    expect(demo.status).toBe(200);

    const email = uniqueEmail('sigterm');
    const registering = fetch(`${base}/api/user/adduser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name_first: 'Thandi',
        name_last: 'Mokoena',
        email,
        password: STRONG_PASSWORD,
        confirm_password: STRONG_PASSWORD,
      }),
    });
    await server.waitFor(
      (line) =>
        line.msg === 'incoming request' &&
        String((line.req as { url: string }).url).endsWith('/adduser'),
    );
    server.child.kill('SIGTERM');
    expect((await registering).status).toBe(201);
    expect(await server.exited).toBe(0);

    reader =
      kind === 'postgres'
        ? openDatabase({ url: env.DATABASE_URL, dataDir })
        : openDatabase({ dataDir: join(dataDir, 'pglite') });
    const [row] = await reader.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.email, email));
    expect(row).toEqual({ email });
  });
});
