import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { apiRoot } from '../code-location.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine itself (PGlite only): the job queue runs its statements on it. */
  pglite?: PGlite;
  /** The PostgreSQL server's URL (PostgreSQL only): the job queue keeps a small pool of its own. */
  url?: string;
  /** Applies the versioned migrations in drizzle/ that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance of the server runs its own (schema changes at start-up:
   * migrations, the job queue's tables). PGlite has one process, so it just runs.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` for every `pg_notify(channel, payload)` committed by any instance of the
   * server; resolves to the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = join(apiRoot, 'drizzle');

// The embedded engine's memory, sized for one small publisher's server: PostgreSQL's defaults
// (128 MB of shared buffers) held about 150 MB more, idle, of the WebAssembly heap.
const EMBEDDED_POSTGRES_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=512kB',
  'work_mem=2MB',
  'maintenance_work_mem=8MB',
  'temp_buffers=2MB',
];

// Any constant all instances agree on: the advisory lock that lets one of them migrate.
const MIGRATION_LOCK = 0x706f646d; // "podm"

/**
 * Opens PostgreSQL through `url` when given, else the embedded PGlite database in
 * `dataDir` (in memory when `dataDir` is `memory://`, as the tests do).
 */
export function openDatabase(options: { url?: string | undefined; dataDir: string }): Database {
  const url = options.url;
  if (url) {
    const client = postgres(url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema });
    // Instances starting together: one works while the others wait on the advisory lock, held
    // by a connection of its own, then find nothing left to do.
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      const lock = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
        return await work();
      } finally {
        await lock.end({ timeout: 5 }); // ending the session releases its lock
      }
    };
    return {
      db,
      kind: 'postgres',
      url,
      exclusive,
      migrate: () => exclusive(() => migratePostgres(db, { migrationsFolder })),
      listen: async (channel, onPayload) => {
        const { unlisten } = await client.listen(channel, onPayload);
        return unlisten;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir, { postgresqlconf: EMBEDDED_POSTGRES_SETTINGS });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    exclusive: (work) => work(),
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

/** The PGlite data directory inside DATA_DIR. */
export function embeddedDataDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}
