import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { command as jobsCommand } from '../cli/jobs.ts';
import { rowsOf } from '../db/rows-of.ts';
import { STRONG_PASSWORD, uniqueEmail } from '../test/accounts.ts';
import {
  createTestDatabase,
  databaseKinds,
  linkIn,
  type MailboxMessage,
  startServer,
  testConfig,
} from '../test/harness.ts';
import { callApi, startServerProcess, stopServerProcess } from '../test/server-process.ts';
import { countJobs, failedJobs } from './job-records.ts';

const WAIT = { timeout: 60_000, interval: 100 };

const registration = (email: string) => ({
  username: email,
  name_first: 'Ayanda',
  name_last: 'Zulu',
  email,
  password: STRONG_PASSWORD,
  confirm_password: STRONG_PASSWORD,
});

/** A port nothing listens on (yet): connections to it are refused. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

describe.each(databaseKinds)('background jobs on %s', (kind) => {
  // Each test's servers stop and its databases are dropped right after it: a PostgreSQL
  // database's drop waits for a checkpoint, and four of them in one hook outlasted its timeout
  // on a busy machine.
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A fresh database and a server on it with the test config's jobs, retried after a second. */
  async function startJobsServer({ workers, smtpUrl }: { workers: boolean; smtpUrl?: string }) {
    const database = await createTestDatabase(kind);
    cleanups.push(() => database.dispose());
    const server = await startServer(database, {
      ...(smtpUrl && { smtpUrl }),
      jobs: { ...testConfig().jobs, workers, retryDelaySeconds: 1 },
    });
    cleanups.push(() => server.close());
    return { database, server };
  }

  it('sends the verification email of a registration committed just before a crash, after the restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pod-portal-jobs-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (kind === 'postgres') {
      const database = await createTestDatabase('postgres', { migrated: false });
      cleanups.push(() => database.dispose());
      databaseUrl = database.url;
    }
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      PUBLIC_URL: 'http://portal.test',
    };
    // This instance only enqueues (JOB_WORKERS=false), so the email cannot have left before the kill.
    const first = await startServerProcess({ ...env, JOB_WORKERS: 'false' });
    const email = uniqueEmail('crash');
    const registered = await callApi(first.url, 'POST', '/user/adduser', {
      body: registration(email),
    });
    expect(registered.status).toBe(201);
    const killed = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await killed;

    const second = await startServerProcess(env);
    // Also when it has stopped already: its exit is not heard twice.
    cleanups.push(() => stopServerProcess(second));
    const link = await vi.waitFor(async () => {
      const answer = await fetch(`${second.url}/dev/mailbox?format=json`);
      const { messages } = (await answer.json()) as { messages: MailboxMessage[] };
      return linkIn(messages.find((message) => message.to === email));
    }, WAIT);
    expect(link.pathname).toBe('/verify');
    const verified = await callApi(
      second.url,
      'GET',
      `/user/verifyaccount/${link.searchParams.get('id')}/${link.searchParams.get('token')}`,
    );
    expect(verified.body).toEqual({ statusCode: 0, description: 'Account verified' });
  });

  it('writes a job with the transaction that sends it, or not at all', async () => {
    const { database, server } = await startJobsServer({ workers: false });
    const rolledBack = server.app.jobs.transaction(async (_tx, send) => {
      await send('email', { template: 'verify', userId: 1 });
      throw new Error('the rows that caused it were not saved');
    });
    await expect(rolledBack).rejects.toThrow('not saved');
    expect(await countJobs(database.db)).toEqual([]);
    await server.app.jobs.send('email', { template: 'reset', userId: 1 });
    expect(await countJobs(database.db)).toEqual([{ name: 'email', state: 'created', count: 1 }]);
  });

  it('runs a job another instance sent within seconds, though nothing woke its worker', async () => {
    const { database } = await startJobsServer({ workers: true });
    const sender = await startServer(database, {
      jobs: { ...testConfig().jobs, workers: false, retryDelaySeconds: 1 },
    });
    cleanups.push(() => sender.close());
    // A preflight of a file no longer there ends at once.
    await sender.app.jobs.send('pdf-preflight', { bookFileId: 2_147_483_000 });
    // Found by the queue's poll every two seconds (each worker's own poll is ten minutes).
    await vi.waitFor(
      async () =>
        expect(await countJobs(database.db)).toEqual([
          { name: 'pdf-preflight', state: 'completed', count: 1 },
        ]),
      { timeout: 20_000, interval: 100 },
    );
  });

  it('queues the jobs of one statement to run one at a time, on every instance', async () => {
    const { database, server } = await startJobsServer({ workers: false });
    // A month's run retried while its emails were still queued sends one statement's job again.
    await server.app.jobs.send('royalty-statement', { statementId: 7 });
    await server.app.jobs.send('royalty-statement', { statementId: 7 });
    await server.app.jobs.send('email', { template: 'reset', userId: 1 });
    // pg-boss lets one job of a `singleton` queue be active per key: the second waits its turn.
    const result = await database.db.execute(
      sql`select name, policy, singleton_key as key from pgboss.job order by name, created_on`,
    );
    expect(rowsOf(result)).toEqual([
      { name: 'email', policy: 'standard', key: null },
      { name: 'royalty-statement', policy: 'singleton', key: '7' },
      { name: 'royalty-statement', policy: 'singleton', key: '7' },
    ]);
  });

  it('keeps a job that failed three times, lists it with `ops jobs` and sends it when retried from there', async () => {
    // The mail server is down: every attempt is refused.
    const port = await closedPort();
    const { database, server } = await startJobsServer({
      workers: true,
      smtpUrl: `smtp://127.0.0.1:${port}`,
    });
    const email = uniqueEmail('smtp');
    expect(
      (await server.request('POST', '/user/adduser', { body: registration(email) })).status,
    ).toBe(201);

    const [failed] = await vi.waitFor(async () => {
      const jobs = await failedJobs(database.db, 10);
      if (jobs.length === 0) throw new Error('the email job has not failed for good yet');
      return jobs;
    }, WAIT);
    expect(failed).toMatchObject({ name: 'email', attempts: 3, data: { template: 'verify' } });
    expect(failed?.error).toMatch(/ECONNREFUSED/);

    const lines: string[] = [];
    const ops = (...args: string[]) =>
      jobsCommand.run(args, { db: database.db, log: (line) => lines.push(line) });
    expect(await ops()).toBe(0);
    expect(lines).toContain('email: 1 failed');
    expect(lines.join('\n')).toContain(`${failed?.id} email`);

    // The mail server is back; the operator retries the job.
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        stream.on('end', () => {
          received.push(`${session.envelope.rcptTo.map((to) => to.address).join(',')}\n${text}`);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => smtp.close(() => resolve(undefined))));
    lines.length = 0;
    expect(await ops('retry', failed?.id ?? '')).toBe(0);
    expect(lines).toEqual([`job ${failed?.id} is queued again`]);
    const message = await vi.waitFor(() => {
      const found = received.find((text) => text.startsWith(email));
      if (!found) throw new Error('no email received yet');
      return found;
    }, WAIT);
    expect(message).toContain('Verify your Print on Demand account');
    expect(await ops('retry', failed?.id ?? '')).toBe(1);
    expect(await ops('retry', 'not-an-id')).toBe(2);
  });
});
