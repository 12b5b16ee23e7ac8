import { UPLOAD_CHUNKS_IN_FLIGHT } from '@pod-portal/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { type UploadKind, uploads } from '../../db/schema/index.ts';
import { newFileKey } from '../../storage/file-storage.ts';
import type { BookPairIds } from '../books/index.ts';

/** Which upload a chunk belongs to, as the query names it. */
export interface UploadIdentity {
  userId: number;
  kind: UploadKind;
  ids: BookPairIds;
  name: string;
  size: number;
  totalChunks: number;
}

/** An upload's row as its chunks need it. All but `nextIndex` are fixed when the row is made. */
export interface StagedUpload {
  id: number;
  quoteId: number;
  nextIndex: number;
  stagingKey: string;
}

const STAGED = {
  id: uploads.id,
  quoteId: uploads.quoteId,
  nextIndex: uploads.nextIndex,
  stagingKey: uploads.stagingKey,
};

/** The columns that name an upload (its unique key), by the field that fills each. */
const IDENTITY = {
  userId: uploads.userId,
  kind: uploads.kind,
  localBookId: uploads.localBookId,
  internationalBookId: uploads.internationalBookId,
  name: uploads.name,
  size: uploads.size,
  totalChunks: uploads.totalChunks,
};

const identityValues = (upload: UploadIdentity) =>
  ({
    userId: upload.userId,
    kind: upload.kind,
    localBookId: upload.ids.localBookId,
    internationalBookId: upload.ids.internationalBookId,
    name: upload.name,
    size: upload.size,
    totalChunks: upload.totalChunks,
  }) satisfies Record<keyof typeof IDENTITY, unknown>;

/** The trailing one bits of every number of UPLOAD_CHUNKS_IN_FLIGHT bits, by number. */
const TRAILING_ONES = Array.from({ length: 2 ** UPLOAD_CHUNKS_IN_FLIGHT }, (_, bits) => {
  let ones = 0;
  while (bits & (1 << ones)) ones += 1;
  return ones;
});

/**
 * The statements every chunk runs, built once per database: building a statement cost drizzle
 * about as much as PGlite took to run it.
 */
function chunkStatements(db: Db) {
  const started = db
    .select(STAGED)
    .from(uploads)
    .where(
      and(...Object.entries(IDENTITY).map(([field, column]) => eq(column, sql.placeholder(field)))),
    )
    .prepare('started_upload');
  // Chunk `index` is marked stored, and `nextIndex` moves past every chunk now stored in a row.
  // `stored` marks the chunks from `nextIndex` on (bit k: chunk nextIndex + k); it has at most
  // UPLOAD_CHUNKS_IN_FLIGHT bits (see takesNow), so how many chunks are stored in a row (its trailing
  // ones) is read from a table. (In SQL, << and | bind alike: hence the brackets.)
  const stored = sql`((${uploads.storedAheadBits} << 1) | (1 << (${sql.placeholder('index')}::integer - ${uploads.nextIndex})))`;
  const inARow = sql`(${sql.raw(`'{${TRAILING_ONES.join(',')}}'::integer[]`)})[${stored} + 1]`;
  const recorded = db
    .update(uploads)
    .set({
      nextIndex: sql`${uploads.nextIndex} + ${inARow}`,
      storedAheadBits: sql`${stored} >> (${inARow} + 1)`,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(uploads.id, sql.placeholder('id')), lte(uploads.nextIndex, sql.placeholder('index'))),
    )
    .returning({ nextIndex: uploads.nextIndex })
    .prepare('record_stored_chunk');
  return { started, recorded };
}

/**
 * Per database: its chunk statements, and the uploads this process has seen lately (their rows,
 * with the `nextIndex` it last saw: a lower bound, as it only grows while the row lasts).
 */
interface UploadRows {
  statements: ReturnType<typeof chunkStatements>;
  seen: LRUCache<string, StagedUpload>;
}

const perDatabase = new WeakMap<Db, UploadRows>();

function rowsOf(db: Db): UploadRows {
  let rows = perDatabase.get(db);
  if (!rows) {
    rows = { statements: chunkStatements(db), seen: new LRUCache({ max: 1000 }) };
    perDatabase.set(db, rows);
  }
  return rows;
}

// The upload's identity as one string, its fields in the order IDENTITY names them.
const identityKey = (upload: UploadIdentity) => JSON.stringify(identityValues(upload));

/** The upload's row as this process last saw it (its `nextIndex` may have moved on since). */
export function seenUpload(db: Db, upload: UploadIdentity): StagedUpload | undefined {
  return rowsOf(db).seen.get(identityKey(upload));
}

/** Forgets what this process saw of the upload (it is complete, dropped, or was replaced). */
export function forgetUpload(db: Db, upload: UploadIdentity): void {
  rowsOf(db).seen.delete(identityKey(upload));
}

function remember(db: Db, upload: UploadIdentity, row: StagedUpload | undefined) {
  if (row) rowsOf(db).seen.set(identityKey(upload), row);
  return row;
}

/** The upload's row, if its first chunk started it. */
export async function startedUpload(db: Db, upload: UploadIdentity) {
  const [row] = await rowsOf(db).statements.started.execute(identityValues(upload));
  return remember(db, upload, row);
}

/** The upload's row, made by its first chunk: one statement whether it exists or not. */
export async function uploadRow(db: Db, upload: UploadIdentity, quoteId: number) {
  const [row] = await db
    .insert(uploads)
    .values({ ...identityValues(upload), quoteId, stagingKey: newFileKey('upload-parts') })
    .onConflictDoUpdate({ target: Object.values(IDENTITY), set: { updatedAt: sql`now()` } })
    .returning(STAGED);
  return remember(db, upload, row);
}

/**
 * Records chunk `index` of `staged` as stored, in one statement (concurrent chunks of the upload
 * each see the other's record). Answers the new `nextIndex`, or undefined when `nextIndex` had
 * already passed the chunk (another request stored it) or the upload is gone.
 */
export async function recordStored(db: Db, staged: StagedUpload, index: number) {
  const [row] = await rowsOf(db).statements.recorded.execute({ id: staged.id, index });
  if (row) staged.nextIndex = Math.max(staged.nextIndex, row.nextIndex);
  return row?.nextIndex;
}

/** The upload's `nextIndex` now, or undefined when its row is gone. */
export async function currentNextIndex(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ nextIndex: uploads.nextIndex })
    .from(uploads)
    .where(eq(uploads.id, id));
  return row?.nextIndex;
}
