import { afterAll, beforeAll, describe } from 'vitest';
import type { Config } from '../config.ts';
import {
  CORE_ROUTES,
  createTestDatabase,
  type DatabaseKind,
  databaseKinds,
  startServer,
  type TestDatabase,
  type TestServer,
} from './harness.ts';

interface Setup {
  /** The route modules to load (default: the accounts core), or `all` of them. */
  routes?: string[] | 'all';
  config?: Partial<Config>;
}

/**
 * Stands for an object that exists only once `beforeAll` has run, so test bodies written at
 * collection time can use it directly (`server.request(...)`).
 */
function later<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      if (!target) throw new Error(`${what} is used before beforeAll started it`);
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Runs `tests` once per database kind (PGlite, and PostgreSQL when it answers), each time on a
 * fresh database and the real server over it, both closed after the file's tests.
 */
export function describeOnEachDatabase(
  title: string,
  setup: Setup,
  tests: (server: TestServer, database: TestDatabase, kind: DatabaseKind) => void,
): void {
  describe.each(databaseKinds)(`${title} on %s`, (kind) => {
    let database: TestDatabase | undefined;
    let server: TestServer | undefined;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      const routes = setup.routes ?? CORE_ROUTES;
      server = await startServer(database, setup.config, routes === 'all' ? undefined : routes);
    });
    afterAll(async () => {
      await server?.close();
      await database?.dispose();
    });
    tests(
      later('the test server', () => server),
      later('the test database', () => database),
      kind,
    );
  });
}
