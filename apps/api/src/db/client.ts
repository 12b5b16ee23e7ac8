import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the versioned migrations in drizzle/ that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = join(import.meta.dirname, '../../drizzle');

/**
 * Opens PostgreSQL through `url` when given, else the embedded PGlite database in
 * `dataDir` (in memory when `dataDir` is `memory://`, as the tests do).
 */
export function openDatabase(options: { url?: string | undefined; dataDir: string }): Database {
  if (options.url) {
    const client = postgres(options.url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** The PGlite data directory inside DATA_DIR. */
export function embeddedDataDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}
