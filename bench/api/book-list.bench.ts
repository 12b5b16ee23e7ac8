// The authenticated book list (GET /api/user/getuserbooks) of an author with 50 books, on
// PGlite and on PostgreSQL (when one answers), against two baselines of the same server in
// the same run: (a) a bare route answering a constant and (b) a route running the list's
// database query with no auth, validation or shaping. Target: real / (b) >= 0.8.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { buildApp, type Database, loadConfig, openDatabase, seedPricing } from '@pod-portal/api';
import autocannon from 'autocannon';
import postgres from 'postgres';

const CONNECTIONS = [1, 8, 32];
// Each point is the median of ROUNDS short runs, the three routes taking turns, so drift on a
// shared machine (PostgreSQL and the load generator share its cores) hits all three alike.
const ROUNDS = 5;
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS || 1);
const WARM_UP_SECONDS = 1;
const BOOKS = 50;
const TARGET = 0.8;
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

interface Point {
  rps: number;
  p99: number;
}

interface Row {
  database: string;
  connections: number;
  bare: Point;
  query: Point;
  real: Point;
}

interface BenchDatabase {
  database: Database;
  dispose(): Promise<void>;
}

async function postgresAnswers(): Promise<boolean> {
  const admin = postgres(ADMIN_URL, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await admin`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await admin.end({ timeout: 1 });
  }
}

async function openPglite(): Promise<BenchDatabase> {
  const database = openDatabase({ dataDir: 'memory://' });
  return { database, dispose: () => database.close() };
}

/** A database of its own on the PostgreSQL server, dropped afterwards. */
async function openPostgres(): Promise<BenchDatabase> {
  const name = `pod_bench_${randomBytes(6).toString('hex')}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.href, dataDir: tmpdir() });
  return {
    database,
    dispose: async () => {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function call(base: string, method: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A valid ISBN-13 for book `n`. */
function isbnFor(n: number): string {
  const first12 = `978${String(200_000_000 + n)}`;
  const sum = [...first12].reduce(
    (total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3),
    0,
  );
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** Registers an author and quotes 50 books: print books in both markets and ebooks, alternately. */
async function authorWithBooks(base: string): Promise<{ token: string; userId: number }> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Bench!pass1';
  const signedUp = await call(base, 'POST', '/api/user/adduser', {
    username: email,
    name_first: 'Bench',
    name_last: 'Author',
    email,
    password,
    confirm_password: password,
  });
  const token = String(signedUp.accessToken);
  for (let n = 0; n < BOOKS; n++) {
    const common = { book_title: `Bench book ${n}`, genre: 'FIC000000', heavy_graphics: false };
    const book =
      n % 2 === 0
        ? {
            ...common,
            format_type: 'print',
            no_of_pages: 120 + n,
            is_local: true,
            is_international: true,
            l_paper_type_id: 1,
            l_cover_type_id: 1,
            i_paper_type_id: 1,
            i_cover_type_id: 1,
            local_price: 250,
            international_price: 19.99,
            isbn_is_required: false,
            isbn: isbnFor(n),
            finish: 'Matt',
            bind: 'perfect-bound',
            height: 229,
            width: 152,
          }
        : {
            ...common,
            format_type: 'ebook',
            no_of_pages: 90 + n,
            is_local: false,
            is_international: true,
            international_price: 9.99,
            isbn_is_required: true,
            isbn: null,
          };
    await call(base, 'POST', '/api/user/getquote', book, token);
  }
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return { token, userId: Number(payload.sub) };
}

async function load(
  url: string,
  connections: number,
  seconds: number,
  token?: string,
): Promise<Point> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    // The load generator runs in a worker thread, off the server's event loop.
    workers: 1,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** The median requests per second and the median p99 of the rounds. */
function median(points: Point[]): Point {
  const middle = (values: number[]) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return { rps: middle(points.map((p) => p.rps)), p99: middle(points.map((p) => p.p99)) };
}

async function run(kind: string, open: () => Promise<BenchDatabase>): Promise<Row[]> {
  const { database, dispose } = await open();
  const config = {
    ...loadConfig({
      DATA_DIR: tmpdir(),
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    }),
    portalDist: undefined,
  };
  try {
    await database.migrate();
    await seedPricing(database.db);
    const app = await buildApp({ config, database, bench: true });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { token, userId } = await authorWithBooks(base);
      const urls = {
        bare: `${base}/bench/bare`,
        query: `${base}/bench/book-list-query?userId=${userId}`,
        real: `${base}/api/user/getuserbooks`,
      };
      const listed = await fetch(urls.real, { headers: { authorization: `Bearer ${token}` } });
      const body = (await listed.json()) as {
        localBooks: unknown[];
        internationalBooks: unknown[];
      };
      console.log(
        `${kind}: ${BOOKS} books = ${body.localBooks.length} local + ${body.internationalBooks.length} international records`,
      );
      await load(urls.bare, 8, WARM_UP_SECONDS);
      await load(urls.query, 8, WARM_UP_SECONDS);
      await load(urls.real, 8, WARM_UP_SECONDS, token);
      const rows: Row[] = [];
      for (const connections of CONNECTIONS) {
        const rounds: Record<'bare' | 'query' | 'real', Point[]> = {
          bare: [],
          query: [],
          real: [],
        };
        for (let round = 0; round < ROUNDS; round++) {
          rounds.bare.push(await load(urls.bare, connections, ROUND_SECONDS));
          rounds.query.push(await load(urls.query, connections, ROUND_SECONDS));
          rounds.real.push(await load(urls.real, connections, ROUND_SECONDS, token));
        }
        rows.push({
          database: kind,
          connections,
          bare: median(rounds.bare),
          query: median(rounds.query),
          real: median(rounds.real),
        });
      }
      return rows;
    } finally {
      // Requests the load generator abandoned at the end of a run may still be running.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await app.close();
    }
  } finally {
    await dispose();
  }
}

function table(rows: Row[]): void {
  const point = (p: Point) => [Math.round(p.rps).toString(), p.p99.toFixed(1)];
  const header = [
    'database',
    'conns',
    '(a) bare req/s',
    'p99 ms',
    '(b) query req/s',
    'p99 ms',
    'real req/s',
    'p99 ms',
    'real/(b)',
  ];
  const lines = rows.map((row) => [
    row.database,
    String(row.connections),
    ...point(row.bare),
    ...point(row.query),
    ...point(row.real),
    (row.real.rps / row.query.rps).toFixed(2),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => (line[i] ?? '').length)),
  );
  const format = (cells: string[]) =>
    cells.map((cell, i) => cell.padStart(widths[i] ?? 0)).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

const rows = await run('pglite', openPglite);
if (await postgresAnswers()) rows.push(...(await run('postgres', openPostgres)));
else console.log('PostgreSQL does not answer on', new URL(ADMIN_URL).host, '- PGlite only');
console.log(
  `\nGET /api/user/getuserbooks, ${BOOKS} books; each point the median of ${ROUNDS} runs of ${ROUND_SECONDS} s (loopback):`,
);
table(rows);
const worst = Math.min(...rows.map((row) => row.real.rps / row.query.rps));
console.log(
  `lowest real/(b) ratio ${worst.toFixed(2)} (target >= ${TARGET}): ${worst >= TARGET ? 'met' : 'below target'}`,
);
