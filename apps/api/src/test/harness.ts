import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedPricing } from '../db/seed-pricing.ts';
import { type Violation, watchConformance } from './contract-conformance.ts';

export type DatabaseKind = 'pglite' | 'postgres';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

function postgresAnswers(): Promise<boolean> {
  if (process.env.DATABASE_URL) return Promise.resolve(true);
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 5432 });
    socket.setTimeout(1000);
    const done = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/**
 * `TEST_DATABASES=pglite` keeps the tests on PGlite even when PostgreSQL answers: CI's run with
 * the clock shifted (libfaketime) shifts this process and the in-process PGlite, never a
 * PostgreSQL server's now().
 */
function pgliteOnly(): boolean {
  const value = process.env.TEST_DATABASES;
  if (value === undefined || value === '') return false;
  if (value === 'pglite') return true;
  throw new Error(`TEST_DATABASES=${value}: the only value is pglite (unset: every database)`);
}

/**
 * PGlite always; PostgreSQL too when DATABASE_URL is set or a server answers on 127.0.0.1:5432,
 * unless TEST_DATABASES=pglite.
 */
export const databaseKinds: DatabaseKind[] =
  !pgliteOnly() && (await postgresAnswers()) ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends Database {
  /** The PostgreSQL URL of the run's database (undefined for PGlite). */
  url?: string;
  /** Closes the connection and, on PostgreSQL, drops the run's database. */
  dispose(): Promise<void>;
}

/**
 * A fresh database, migrated and with the price list seeded (as on start): in-memory PGlite, or
 * a new PostgreSQL database dropped after (left empty with `migrated: false`, for servers that
 * migrate it themselves).
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  { migrated = true }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await seedPricing(database.db);
    return { ...database, dispose: () => database.close() };
  }
  const name = `pod_test_${randomBytes(8).toString('hex')}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.href, dataDir: tmpdir() });
  if (migrated) {
    await database.migrate();
    await seedPricing(database.db);
  }
  return {
    ...database,
    url: url.href,
    dispose: async () => {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A configuration for tests: a fixed secret, no SMTP (the outbox), generous per-address limits. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    DATA_DIR: tmpdir(),
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://portal.test',
    PORTAL_DIST: tmpdir(),
    LOG_LEVEL: 'info',
    // A test server started on a day a quarterly run is due must not pay its authors out.
    QUARTERLY_PAYOUTS: 'false',
    // Nor make and email statements of the month just ended, on the first days of a month.
    MONTHLY_STATEMENTS: 'false',
    // Nor queue a job no test asked for, besides the ones it counts.
    PRUNE_THROTTLES: 'false',
    // Nor settle PayPal payouts behind a test's back: tests run the check when they mean to.
    PAYPAL_PAYOUT_CHECKS: 'false',
    // Nor re-read pending PayPal refunds by the clock: tests run that job when they mean to.
    PAYPAL_REFUND_CHECKS: 'false',
  });
  const generous = { max: 10_000, windowSeconds: 900 };
  return {
    ...base,
    throttle: {
      ...base.throttle,
      loginPerAddress: generous,
      loginCodePerAddress: generous,
      secondStepPerAddress: generous,
      forgotPerAddress: generous,
      linkPerAddress: generous,
      registerPerAddress: generous,
    },
    ...overrides,
  };
}

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

interface RequestOptions {
  body?: unknown;
  /** Sent as is (for malformed JSON); otherwise `body` is JSON-encoded. */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  url: string;
  /** The JSON log lines written so far. */
  logs: string[];
  /**
   * Calls the API over HTTP (`path` relative to /api). Fails the test when the answer breaks
   * the contract (undocumented status or a body off the documented schema).
   */
  request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<Answer<T>>;
  /** The dev outbox, newest first (what /dev/mailbox?format=json answers). */
  mailbox(): Promise<MailboxMessage[]>;
  close(): Promise<void>;
}

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The first link in an email's text. */
export function linkIn(message: MailboxMessage | undefined): URL {
  const match = /https?:\/\/\S+/.exec(message?.text ?? '');
  if (!match) throw new Error(`no link in ${JSON.stringify(message)}`);
  return new URL(match[0]);
}

/** The harness's own address: a server trusting it as its proxy takes the X-Forwarded-For a test sends. */
export const TEST_PROXY = ['127.0.0.1'];

/** The route modules of the accounts core, for tests that need nothing else. */
export const CORE_ROUTES = ['auth', 'coupons', 'dev', 'health', 'users'];

/**
 * Starts the real server on a free port over `database`, with the given route modules
 * (their folder names, `src/features/<feature>/routes/<resource>`; all of them when omitted).
 */
export async function startServer(
  database: Database,
  overrides: Partial<Config> = {},
  routeModules?: string[],
): Promise<TestServer> {
  const config = testConfig(overrides);
  const logs: string[] = [];
  const violations: Violation[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  const app = await buildApp({
    config,
    database,
    logStream,
    ...(routeModules && { routeModules }),
    beforeRoutes: (instance) => watchConformance(instance, instance.contract, violations),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    config,
    url,
    logs,
    async request<T>(
      method: string,
      path: string,
      options: RequestOptions = {},
    ): Promise<Answer<T>> {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined = options.rawBody;
      if (options.body !== undefined) body = JSON.stringify(options.body);
      if (body !== undefined) headers['content-type'] ??= 'application/json';
      const response = await fetch(`${url}${app.contract.basePath}${path}`, {
        method,
        headers,
        body,
        // A redirect (PayPal's return) is answered as it is, not followed.
        redirect: 'manual',
      });
      const type = response.headers.get('content-type') ?? '';
      // An event stream never ends: it is answered by its status and headers, then left.
      const stream = type.includes('text/event-stream');
      if (stream) await response.body?.cancel();
      const text = stream ? '' : await response.text();
      const requestId = response.headers.get('x-request-id');
      const broken = violations.filter((v) => v.requestId === requestId);
      if (broken.length > 0) {
        throw new Error(
          `${method} ${path} answered off the contract: ${JSON.stringify(broken)}\n${text}`,
        );
      }
      // JSON answers are parsed; a file (a PDF, an image) is answered as its text.
      const json = type.includes('json');
      return {
        status: response.status,
        body: (json && text ? JSON.parse(text) : text || undefined) as T,
        headers: response.headers,
      };
    },
    async mailbox() {
      const response = await fetch(`${url}/dev/mailbox?format=json`);
      return ((await response.json()) as { messages: MailboxMessage[] }).messages;
    },
    close: () => app.close(),
  };
}
