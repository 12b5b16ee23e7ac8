// The authenticated book list (GET /api/user/getuserbooks) of an author with 50 books, on
// PGlite and on PostgreSQL (when one answers), against two baselines of the same server in
// the same run: (a) a bare route answering a constant and (b) a route running the list's
// database query with no auth, validation or shaping. Target: real / (b) >= 0.8.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { buildApp, listUserBooks, loadConfig } from '@pod-portal/api';
import {
  createTestDatabase,
  databaseKinds,
  ebookQuote,
  printQuote,
} from '@pod-portal/api/test-support';
import autocannon from 'autocannon';
import { registerAuthor } from './bench-author.ts';

const CONNECTIONS = [1, 8, 32];
// Each point is the median of ROUNDS short runs, the three routes taking turns, so drift on a
// shared machine (PostgreSQL and the load generator share its cores) hits all three alike.
const ROUNDS = 5;
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS || 1);
const WARM_UP_SECONDS = 1;
const BOOKS = 50;
const TARGET = 0.8;

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
  const signedUp = await registerAuthor(base, 'bench');
  const token = String(signedUp.accessToken);
  for (let n = 0; n < BOOKS; n++) {
    const book =
      n % 2 === 0
        ? printQuote({ book_title: `Bench book ${n}`, no_of_pages: 120 + n, isbn: isbnFor(n) })
        : ebookQuote({ book_title: `Bench book ${n}`, no_of_pages: 90 + n });
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

async function run(kind: (typeof databaseKinds)[number]): Promise<Row[]> {
  const database = await createTestDatabase(kind);
  const config = {
    ...loadConfig({
      DATA_DIR: tmpdir(),
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    }),
    portalDist: undefined,
  };
  try {
    // The baselines, outside /api: the same server answering a constant, and the book list's
    // query with no auth, validation or shaping.
    const app = await buildApp({
      config,
      database,
      beforeRoutes: (server) => {
        server.get('/bench/bare', async () => ({ statusCode: 0 }));
        server.get<{ Querystring: { userId: string } }>('/bench/book-list-query', async (request) =>
          listUserBooks(database.db, Number(request.query.userId)),
        );
      },
    });
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
    await database.dispose();
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

const rows: Row[] = [];
for (const kind of databaseKinds) rows.push(...(await run(kind)));
if (!databaseKinds.includes('postgres')) console.log('PostgreSQL does not answer: PGlite only');
console.log(
  `\nGET /api/user/getuserbooks, ${BOOKS} books; each point the median of ${ROUNDS} runs of ${ROUND_SECONDS} s (loopback):`,
);
table(rows);
const worst = Math.min(...rows.map((row) => row.real.rps / row.query.rps));
console.log(
  `lowest real/(b) ratio ${worst.toFixed(2)} (target >= ${TARGET}): ${worst >= TARGET ? 'met' : 'below target'}`,
);
