import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** Where a read ordered by (time, id) stopped: the last row's time, as the database wrote it, and id. */
export interface TimeKey {
  /** The time column as text: PostgreSQL keeps microseconds, a JavaScript Date only milliseconds. */
  at: string;
  id: number;
}

/** The time column as text, to resume after its row exactly (`afterTimeKey`). */
export const timeKeyText = (at: AnyColumn) => sql<string>`${at}::text`;

/** Rows after `key` in (time, id) order; every row when there is no key yet. */
export const afterTimeKey = (at: AnyColumn, id: AnyColumn, key: TimeKey | undefined) =>
  key === undefined
    ? undefined
    : (sql`(${at}, ${id}) > (${key.at}::timestamptz, ${key.id})` as SQL);

/** How many rows one read of an export takes: memory stays bounded whatever the range holds. */
export const EXPORT_PAGE_ROWS = 500;

/**
 * Every row `readPage` answers, page after page in (time, id) order, each resuming after the
 * last row of the one before, until a page is short: for exports of any length in bounded memory.
 */
export async function* pagesByTimeKey<Row extends { keyAt: string; id: number }>(
  readPage: (after: TimeKey | undefined, limit: number) => Promise<Row[]>,
  limit = EXPORT_PAGE_ROWS,
): AsyncGenerator<Row[]> {
  let after: TimeKey | undefined;
  for (;;) {
    const rows = await readPage(after, limit);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < limit) return;
    after = { at: last.keyAt, id: last.id };
  }
}
