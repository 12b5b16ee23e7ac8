import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';

/** What pg-boss runs its statements through (its `db` option). */
export type SqlExecutor = PgBoss.Db;

/**
 * The embedded engine as pg-boss's connection. Its maintenance sends several statements in one
 * text without parameters (`BEGIN; ...; COMMIT;`), which only `exec` accepts; the answer is the
 * last statement's rows, as node-postgres gives.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values === undefined || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return client.query(text, values);
    },
  };
}

// pg-boss numbers its parameters ($1, $2, ... and may use one twice); drizzle numbers its own.
const PLACEHOLDER = /\$(\d+)/;

/**
 * A value as text the server casts itself (`$3::jsonb`, `$2::uuid[]`): the drivers disagree on
 * objects and arrays given without a type, and postgres-js refuses them.
 */
function driverValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (Array.isArray(value)) {
    return `{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  }
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    return JSON.stringify(value);
  }
  return value;
}

/** One pg-boss statement as drizzle SQL, each `$n` bound to its value. */
function boundStatement(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(PLACEHOLDER);
  return sql.join(
    parts.map((part, index) =>
      index % 2 === 0 ? sql.raw(part) : sql.param(driverValue(values[Number(part) - 1])),
    ),
  );
}

/**
 * A drizzle database or transaction as pg-boss's connection, for single statements: a job sent
 * through a transaction's executor is written, or rolled back, with the rows that caused it.
 */
export function drizzleExecutor(db: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      return { rows: rowsOf(await db.execute(boundStatement(text, values))) };
    },
  };
}
