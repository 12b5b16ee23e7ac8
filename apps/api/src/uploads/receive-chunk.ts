import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { contentMatchesExtension, fileExtension } from '@pod-portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../db/rows-of.ts';
import { bookFiles, books, type UploadKind, uploadParts, uploads } from '../db/schema/index.ts';
import { ApiError, codedError, invalidField, notFound } from '../errors/api-error.ts';
import { addressedQuoteId, type BookPairIds } from '../services/books/find-book-pair.ts';
import { chunkBytes } from './chunk-bytes.ts';
import { isPreflighted } from './preflight-job.ts';
import { CHUNK_BYTES, UPLOAD_KINDS } from './upload-kinds.ts';

/** Which upload a chunk belongs to, as the query names it. */
export interface UploadIdentity {
  userId: number;
  kind: UploadKind;
  ids: BookPairIds;
  name: string;
  size: number;
  totalChunks: number;
}

export type ChunkAnswer =
  | {
      status: 200;
      body: { statusCode: 0; description: string; next_index: number; finalFilename?: string };
    }
  | {
      status: 409 | 422;
      body: { statusCode: 'F11' | 'F12'; description: string; next_index: number };
    };

const accepted = (nextIndex: number, finalFilename?: string): ChunkAnswer => ({
  status: 200,
  body: {
    statusCode: 0,
    description: 'Successful',
    next_index: nextIndex,
    ...(finalFilename && { finalFilename }),
  },
});

const fileTypeRejected = () => codedError('fileTypeRejected', 'File type not allowed');

/** The book the upload is for (404 when it is not the user's), and the upload's own checks. */
async function checkedBook(app: FastifyInstance, upload: UploadIdentity) {
  const quoteId = await addressedQuoteId(app.db, upload.userId, upload.ids);
  if (quoteId === null) throw notFound();
  const kind = UPLOAD_KINDS[upload.kind];
  if (!kind.extensions.includes(fileExtension(upload.name))) throw fileTypeRejected();
  if (upload.size > kind.maxBytes)
    throw new ApiError(
      413,
      `The ${kind.label} file is larger than ${Math.round(kind.maxBytes / 1024 / 1024)} MB`,
    );
  if (upload.totalChunks !== Math.ceil(upload.size / CHUNK_BYTES)) {
    const message = `A file of ${upload.size} bytes has ${Math.ceil(upload.size / CHUNK_BYTES)} chunks of ${CHUNK_BYTES} bytes`;
    throw invalidField('totalChunks', message);
  }
  return { quoteId };
}

/**
 * A new upload must be of a file the book's submission announced for its kind (`uploadBook`'s
 * `book`, `cover` or `audio_files`), so another of the author's files cannot take its place.
 * Before any submission (nothing announced yet) any file of the kind's types may come.
 */
async function checkAnnounced(app: FastifyInstance, quoteId: number, upload: UploadIdentity) {
  const [book] = await app.db
    .select({ submission: books.submission })
    .from(books)
    .where(eq(books.quoteId, quoteId))
    .limit(1);
  const submission = book?.submission;
  if (!submission) return;
  const announced =
    upload.kind === 'audio'
      ? submission.audio
      : [submission[upload.kind]].flatMap((name) => name ?? []);
  if (announced.includes(upload.name)) return;
  const label = UPLOAD_KINDS[upload.kind].label;
  const message =
    announced.length === 0
      ? `This book's details do not ask for a ${label} file`
      : `This book's details announced ${announced.join(', ')} as its ${label} file, not ${upload.name}`;
  throw invalidField('name', message);
}

function identityWhere(upload: UploadIdentity) {
  return and(
    eq(uploads.userId, upload.userId),
    eq(uploads.kind, upload.kind),
    eq(uploads.localBookId, upload.ids.localBookId),
    eq(uploads.internationalBookId, upload.ids.internationalBookId),
    eq(uploads.name, upload.name),
    eq(uploads.size, upload.size),
    eq(uploads.totalChunks, upload.totalChunks),
  );
}

/** Where an upload resumes: the chunk index expected next, 0 when nothing of it is held. */
export async function uploadStatus(app: FastifyInstance, upload: UploadIdentity): Promise<number> {
  await checkedBook(app, upload);
  const [row] = await app.db
    .select({ nextIndex: uploads.nextIndex })
    .from(uploads)
    .where(identityWhere(upload));
  return row?.nextIndex ?? 0;
}

async function readHead(app: FastifyInstance, key: string, bytes: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let read = 0;
  const stream = await app.storage.get(key);
  for await (const part of stream) {
    parts.push(part as Buffer);
    read += (part as Buffer).length;
    if (read >= bytes) break;
  }
  stream.destroy();
  return Buffer.concat(parts).subarray(0, bytes);
}

/** The parts, one after the other, as one stream: nothing is held beyond a part at a time. */
function joinedParts(app: FastifyInstance, keys: string[]): Readable {
  return Readable.from(
    (async function* () {
      for (const key of keys) yield* await app.storage.get(key);
    })(),
  );
}

/** Drops an upload and its stored parts. */
async function dropUpload(app: FastifyInstance, uploadId: number, partKeys: string[]) {
  await app.db.delete(uploads).where(eq(uploads.id, uploadId));
  await Promise.all(partKeys.map((key) => app.storage.delete(key)));
}

/**
 * The last chunk is in: the content must be what the name's extension says (checked on the
 * first bytes, by content), then the parts are joined into the book's file, which replaces an
 * earlier one of the same kind (an audio chapter: of the same name).
 */
async function completeUpload(
  app: FastifyInstance,
  upload: UploadIdentity,
  uploadId: number,
  quoteId: number,
  bookId: number,
): Promise<string> {
  const parts = await app.db
    .select({ fileKey: uploadParts.fileKey })
    .from(uploadParts)
    .where(eq(uploadParts.uploadId, uploadId))
    .orderBy(asc(uploadParts.chunkIndex));
  const keys = parts.map((part) => part.fileKey);
  const [first] = keys;
  if (!first || !(await contentMatchesExtension(await readHead(app, first, 4100), upload.name))) {
    await dropUpload(app, uploadId, keys);
    throw fileTypeRejected();
  }
  const kind = UPLOAD_KINDS[upload.kind];
  const stored = await app.storage.put(joinedParts(app, keys), {
    folder: kind.folder,
    maxBytes: upload.size,
  });
  const fileName = `b${bookId}-${upload.kind}-${randomBytes(6).toString('hex')}${fileExtension(upload.name)}`;
  let replaced: string[] = [];
  try {
    replaced = await app.jobs.transaction(async (tx, send) => {
      const earlier = await tx
        .delete(bookFiles)
        .where(
          and(
            eq(bookFiles.quoteId, quoteId),
            eq(bookFiles.kind, upload.kind),
            ...(upload.kind === 'audio' ? [eq(bookFiles.originalName, upload.name)] : []),
          ),
        )
        .returning({ fileKey: bookFiles.fileKey });
      const [file] = await tx
        .insert(bookFiles)
        .values({
          userId: upload.userId,
          quoteId,
          kind: upload.kind,
          fileName,
          fileKey: stored.key,
          originalName: upload.name,
          bytes: stored.bytes,
        })
        .returning({ id: bookFiles.id });
      if (file && isPreflighted(upload.kind, fileName))
        await send('pdf-preflight', { bookFileId: file.id });
      await tx.delete(uploads).where(eq(uploads.id, uploadId));
      return earlier.map((row) => row.fileKey);
    });
  } catch (error) {
    await app.storage.delete(stored.key);
    throw error;
  }
  await Promise.all([...replaced, ...keys].map((key) => app.storage.delete(key)));
  return fileName;
}

/**
 * One chunk of a book file, cover or audio chapter. Chunks come in order: one already stored
 * is acknowledged again (a retry after a lost answer), one ahead answers F12, a wrong MD5
 * answers F11 and is discarded. Each chunk is stored on its own; the last one joins them.
 */
export async function receiveChunk(
  app: FastifyInstance,
  upload: UploadIdentity,
  chunk: { index: number; md5: string; body: unknown },
): Promise<ChunkAnswer> {
  const book = await checkedBook(app, upload);
  const bytes = chunkBytes(chunk.body);
  if (bytes === null) {
    const message = 'Send the chunk as its raw bytes, or as a base64 data URL';
    throw invalidField('body', message);
  }
  if (chunk.index >= upload.totalChunks) {
    const message = `The chunk index must be below ${upload.totalChunks}`;
    throw invalidField('currentChunkIndex', message);
  }
  // A later chunk names an upload its first chunk started (or is out of order).
  if (chunk.index === 0) await checkAnnounced(app, book.quoteId, upload);
  // The upload's row, made by its first chunk: one statement whether it exists or not.
  const [row] = await app.db
    .insert(uploads)
    .values({
      userId: upload.userId,
      quoteId: book.quoteId,
      kind: upload.kind,
      localBookId: upload.ids.localBookId,
      internationalBookId: upload.ids.internationalBookId,
      name: upload.name,
      size: upload.size,
      totalChunks: upload.totalChunks,
    })
    .onConflictDoUpdate({
      target: [
        uploads.userId,
        uploads.kind,
        uploads.localBookId,
        uploads.internationalBookId,
        uploads.name,
        uploads.size,
        uploads.totalChunks,
      ],
      set: { updatedAt: sql`now()` },
    })
    .returning({ id: uploads.id, nextIndex: uploads.nextIndex });
  if (!row) return accepted(upload.totalChunks);
  if (chunk.index < row.nextIndex) return accepted(row.nextIndex);
  if (chunk.index > row.nextIndex)
    return {
      status: 409,
      body: { statusCode: 'F12', description: 'Unexpected chunk index', next_index: row.nextIndex },
    };
  const expected =
    chunk.index < upload.totalChunks - 1
      ? CHUNK_BYTES
      : upload.size - CHUNK_BYTES * (upload.totalChunks - 1);
  if (bytes.length !== expected) {
    const message = `Chunk ${chunk.index} should have ${expected} bytes, not ${bytes.length}`;
    throw invalidField('body', message);
  }
  if (createHash('md5').update(bytes).digest('hex') !== chunk.md5)
    return {
      status: 422,
      body: {
        statusCode: 'F11',
        description: 'Chunk checksum mismatch',
        next_index: row.nextIndex,
      },
    };
  const part = await app.storage.put(Readable.from([bytes]), {
    folder: 'upload-parts',
    maxBytes: CHUNK_BYTES,
  });
  // The offset moves and the part is recorded in one statement (so, atomically), and only if
  // no other request stored this chunk first.
  const recorded = await app.db.execute(sql`
    with advanced as (
      update ${uploads} set next_index = ${chunk.index + 1}, updated_at = now()
      where id = ${row.id} and next_index = ${chunk.index}
      returning id
    )
    insert into ${uploadParts} (upload_id, chunk_index, file_key, bytes)
    select id, ${chunk.index}, ${part.key}, ${part.bytes} from advanced
    returning upload_id`);
  const moved = rowsOf(recorded).length > 0;
  if (!moved) {
    // Another request stored this chunk first: this copy is not needed.
    await app.storage.delete(part.key);
    const [now] = await app.db
      .select({ nextIndex: uploads.nextIndex })
      .from(uploads)
      .where(eq(uploads.id, row.id));
    return accepted(now?.nextIndex ?? upload.totalChunks);
  }
  if (chunk.index + 1 < upload.totalChunks) return accepted(chunk.index + 1);
  const bookId = upload.ids.localBookId || upload.ids.internationalBookId;
  return accepted(
    upload.totalChunks,
    await completeUpload(app, upload, row.id, book.quoteId, bookId),
  );
}
