import type { Operation } from '@pod-portal/openapi/operations';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema/index.ts';
import { bodyFields } from './http/openapi/body-fields.ts';
import { type SignedUp, signUp } from './test/accounts.ts';
import {
  createTestDatabase,
  startServer,
  type TestDatabase,
  type TestServer,
} from './test/harness.ts';
import {
  hostileSegment,
  hostileValue,
  outOfRange,
  plausible,
  withOneHostileField,
  withValueAt,
} from './test/hostile-arbitraries.ts';
import { signInStaff } from './test/staff.ts';

type Json = Record<string, unknown>;

/** Cases per operation; FUZZ_RUNS=500 for a long local run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

interface HostileRequest {
  path: string;
  query: string;
  body: { json: unknown } | { raw: string } | undefined;
}

/** A request to `operation`: plausible values with one part made hostile (or none). */
function hostileRequest(operation: Operation, schemas: Json): fc.Arbitrary<HostileRequest> {
  const byPlace = (place: string) => operation.parameters.filter((p) => p.in === place);
  const pathArbs = byPlace('path').map((p) =>
    fc.oneof(
      plausible(p.schema, schemas).map((value) => encodeURIComponent(String(value))),
      hostileSegment,
    ),
  );
  const queryArbs = byPlace('query').map((p) =>
    fc.option(
      fc
        .oneof(plausible(p.schema, schemas), hostileValue)
        .map(
          (value) =>
            `${encodeURIComponent(p.name)}=${encodeURIComponent(String(value).replace(/[\ud800-\udfff]/g, ''))}`,
        ),
      { nil: '' },
    ),
  );
  const body: fc.Arbitrary<HostileRequest['body']> = operation.body
    ? fc.oneof(
        plausible(operation.body.schema, schemas)
          .chain(withOneHostileField)
          .map((json) => ({ json })),
        plausible(operation.body.schema, schemas).map((json) => ({ json })),
        fc.constantFrom('{', '[]', 'null', '{"a":', '"text"', '\u0000').map((raw) => ({ raw })),
      )
    : fc.constant(undefined);
  return fc.record({
    path: fc.tuple(...pathArbs).map((values) => {
      let index = 0;
      return operation.path.replace(/\{[^}]+\}/g, () => values[index++] as string);
    }),
    query: fc.tuple(...queryArbs).map((parts) => parts.filter(Boolean).join('&')),
    body,
  });
}

describe('every served operation of the contract, driven with hostile input (PGlite)', () => {
  let database: TestDatabase;
  let server: TestServer;
  let author: SignedUp;
  const people: string[] = [];
  let sent = 0;

  /** A live token for the author, signing up a new one when fuzzing changed their password. */
  async function token(): Promise<string> {
    const login = await server.request<{ accessToken?: string }>('POST', '/authO/login', {
      body: { email: author.email, password: author.password },
    });
    if (login.body.accessToken) return login.body.accessToken;
    author = await signUp(server, { verified: true });
    people.push(author.email);
    return author.accessToken;
  }

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    server = await startServer(database);
    author = await signUp(server, { verified: true });
    people.push(author.email);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('answers no 5xx, the error envelope on every 4xx and the contract on every 2xx', async () => {
    // An event stream never ends, so it has no answer to check; chat.int.test.ts drives them.
    const served = server.app.routedOperations.filter((operation) => !operation.eventStream);
    expect(served.length).toBeGreaterThan(30);
    let access = await token();
    for (const operation of served) {
      await fc.assert(
        fc.asyncProperty(hostileRequest(operation, server.app.contract.schemas), async (input) => {
          const headers: Record<string, string> = {};
          if (operation.authenticated) headers.authorization = `Bearer ${access}`;
          let body: string | undefined;
          if (input.body && 'raw' in input.body) body = input.body.raw;
          else if (input.body) body = JSON.stringify(input.body.json);
          if (body !== undefined) headers['content-type'] = 'application/json';
          const target = `${input.path}${input.query ? `?${input.query}` : ''}`;
          // request() fails on any answer off the contract: an undocumented status or a 2xx
          // or 4xx body that does not match the operation's schema.
          const answer = await server.request(operation.method, target, { headers, rawBody: body });
          sent += 1;
          expect(answer.status, `${operation.method} ${target}`).toBeLessThan(500);
          // PayFast's form routes document plain-text and HTML refusals, and the sandbox's
          // stand-in for PayFast's API answers in PayFast's own shape (which request() checks
          // against the contract); every other refusal is the error envelope.
          const documentsJson = operation.responses.get(String(answer.status)) !== undefined;
          const payfastShaped = operation.path.startsWith('/payments/sandbox/api/');
          if (answer.status >= 400 && documentsJson && !payfastShaped) {
            expect(answer.body).toMatchObject({
              statusCode: expect.anything(),
              description: expect.any(String),
            });
          }
          if (answer.status === 401 && operation.authenticated) access = await token();
        }),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261124) },
      );
    }
    // The count is part of the closing note of the hardening work.
    process.stdout.write(`contract fuzz: ${sent} requests over ${served.length} operations\n`);
  });

  it('answers no 5xx to a value past its bounds in any field of any body', async () => {
    const staff = await signInStaff(server);
    const schemas = server.app.contract.schemas;
    const withBodies = server.app.routedOperations.filter(
      (operation) => operation.body && !operation.eventStream,
    );
    let access = await token();
    let swept = 0;
    for (const operation of withBodies) {
      const schema = operation.body?.schema ?? {};
      // A body the contract allows (its example when it has one), one field at a time past its bounds.
      const [baseline] =
        operation.bodyExamples.length > 0
          ? operation.bodyExamples
          : fc.sample(plausible(schema, schemas), { numRuns: 1, seed: 20261127 });
      const seen = new Set<string>();
      for (const field of bodyFields(schema, schemas)) {
        const key = JSON.stringify(field.path);
        if (field.path.length === 0 || seen.has(key)) continue;
        seen.add(key);
        for (const value of outOfRange(field.schema)) {
          const path = operation.path.replace(/\{[^}]+\}/g, '1');
          const answer = await server.request(operation.method, path, {
            body: withValueAt(baseline, field.path, value),
            token: operation.securitySchemes.includes('staffBearer') ? staff.token : access,
          });
          swept += 1;
          expect(
            answer.status,
            `${operation.operationId} ${key} = ${String(value).slice(0, 20)}`,
          ).toBeLessThan(500);
          if (answer.status === 401 && operation.authenticated) access = await token();
        }
      }
    }
    process.stdout.write(
      `contract bounds sweep: ${swept} requests over ${withBodies.length} operations\n`,
    );
  }, 180_000);

  // What an attack on the first release found (each was a 500, or Fastify's own body).
  it.each([
    ['POST', '/authO/login', { email: 'thandi\u0000@example.co.za', password: 'x' }, 400],
    [
      'POST',
      '/user/adduser',
      { username: 'a\u0000', email: 'a@b.co', password: 'x', confirm_password: 'x' },
      400,
    ],
    ['POST', '/user/addcoupon', { coupon_code: 'WELCOME\u0000' }, 400],
    ['POST', '/user/getquote', { book_title: 'Karoo', genre: '\ud800' }, 400],
    ['GET', '/user/viewusersbookinfo/2147483648/l-0', undefined, 404],
    ['DELETE', '/user/archivebook/99999999999/0', undefined, 404],
    ['GET', '/user/getordersperbook/2147483648', undefined, 404],
    ['GET', '/user/getsaleperbook/99999999999', undefined, 404],
    ['GET', '/user/verifyaccount/2147483648/0123456789abcdef0123', undefined, 400],
    ['GET', '/user/gettransactions?skip=1e308', undefined, 400],
    ['GET', '/user/getbookorders?skip=1e308', undefined, 400],
    ['GET', '/user/viewusersbookinfo/%ED%A0%80/l-0', undefined, 400],
    ['GET', `/user/verifyaccount/1/${'a'.repeat(150)}`, undefined, 400],
    ['GET', `/user/verifyaccount/1/${'a'.repeat(600)}`, undefined, 414],
  ])('%s %s answers %#: the error body, never a 500', async (method, path, body, status) => {
    const answer = await server.request(method, path, {
      ...(body === undefined ? {} : { body }),
      token: await token(),
    });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({
      statusCode: expect.anything(),
      description: expect.any(String),
    });
  });

  it('left no personal data or secret in the log', async () => {
    const hashes = await database.db.select({ hash: users.passwordHash }).from(users);
    const logs = server.logs.join('\n');
    for (const secret of [...people, ...hashes.map((row) => row.hash), author.password]) {
      expect(logs).not.toContain(secret);
    }
    expect(
      await database.db.select().from(users).where(eq(users.email, author.email)),
    ).toHaveLength(1);
  });
});
