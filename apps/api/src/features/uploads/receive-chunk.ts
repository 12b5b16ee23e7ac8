import { randomBytes } from 'node:crypto';
import {
  API_CODES,
  contentMatchesExtension,
  fileExtension,
  SUCCESS,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_CHUNKS_IN_FLIGHT,
} from '@pod-portal/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookFiles, books, uploads } from '../../db/schema/index.ts';
import { ApiError, codedError, invalidField, notFound } from '../../http/api-error.ts';
import { removeReplacedFiles } from '../../storage/delete-files-job.ts';
import { StoredFileMissingError } from '../../storage/file-storage.ts';
import { addressedQuoteId, storedCoverOutOfDate } from '../books/index.ts';
import { isPreflighted } from './preflight-job.ts';
import { type ReceivedChunk, receivedChunk } from './received-chunk.ts';
import { UPLOAD_KINDS } from './upload-kinds.ts';
import {
  currentNextIndex,
  forgetUpload,
  recordStored,
  type StagedUpload,
  seenUpload,
  startedUpload,
  type UploadIdentity,
  uploadRow,
} from './upload-rows.ts';

export type ChunkAnswer =
  | {
      status: 200;
      body: { statusCode: 0; description: string; next_index: number; finalFilename?: string };
    }
  | {
      status: (typeof API_CODES)[ChunkRefusal]['status'];
      body: {
        statusCode: (typeof API_CODES)[ChunkRefusal]['code'];
        description: string;
        next_index: number;
      };
    };

type ChunkRefusal = 'chunkChecksumMismatch' | 'chunkOutOfOrder';

/** A chunk not taken (F11, F12): its code, and the index the client should send next. */
const refused = (kind: ChunkRefusal, description: string, nextIndex: number): ChunkAnswer => ({
  status: API_CODES[kind].status,
  body: { statusCode: API_CODES[kind].code, description, next_index: nextIndex },
});

const accepted = (nextIndex: number, finalFilename?: string): ChunkAnswer => ({
  status: 200,
  body: {
    ...SUCCESS,
    next_index: nextIndex,
    ...(finalFilename && { finalFilename }),
  },
});

const outOfTurn = (nextIndex: number) =>
  refused('chunkOutOfOrder', 'Unexpected chunk index', nextIndex);

const fileTypeRejected = () => codedError('fileTypeRejected', 'File type not allowed');

/** The book the upload is for (404 when it is not the user's), and the upload's own checks. */
async function checkedBook(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'storage'>,
  upload: UploadIdentity,
) {
  const quoteId = await addressedQuoteId(app.db, upload.userId, upload.ids);
  if (quoteId === null) throw notFound();
  const kind = UPLOAD_KINDS[upload.kind];
  if (!kind.extensions.includes(fileExtension(upload.name))) throw fileTypeRejected();
  if (upload.size > kind.maxBytes)
    throw new ApiError(
      413,
      `The ${kind.label} file is larger than ${Math.round(kind.maxBytes / 1024 / 1024)} MB`,
    );
  if (upload.totalChunks !== Math.ceil(upload.size / UPLOAD_CHUNK_BYTES)) {
    const message = `A file of ${upload.size} bytes has ${Math.ceil(upload.size / UPLOAD_CHUNK_BYTES)} chunks of ${UPLOAD_CHUNK_BYTES} bytes`;
    throw invalidField('totalChunks', message);
  }
  return { quoteId };
}

/**
 * A new upload must be of a file the book's submission announced for its kind (`uploadBook`'s
 * `book`, `cover` or `audio_files`), so another of the author's files cannot take its place.
 * Before any submission (nothing announced yet) any file of the kind's types may come, and so
 * may a new cover in place of one out of date.
 */
async function checkAnnounced(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'storage'>,
  quoteId: number,
  upload: UploadIdentity,
) {
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
  // A cover out of date (the book changed since it was uploaded) is replaced by a new file.
  if (upload.kind === 'cover' && (await storedCoverOutOfDate(app.db, quoteId))) return;
  const label = UPLOAD_KINDS[upload.kind].label;
  const message =
    announced.length === 0
      ? `This book's details do not ask for a ${label} file`
      : `This book's details announced ${announced.join(', ')} as its ${label} file, not ${upload.name}`;
  throw invalidField('name', message);
}

/** Whether a file's first chunk is what the file's name says (by content). */
const startsAsNamed = (first: ReceivedChunk, name: string) =>
  contentMatchesExtension(Buffer.concat(first.pieces), name);

/** Where an upload resumes: the chunk index expected next, 0 when nothing of it is held. */
export async function uploadStatus(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'storage'>,
  upload: UploadIdentity,
): Promise<number> {
  await checkedBook(app, upload);
  return (await startedUpload(app.db, upload))?.nextIndex ?? 0;
}

/**
 * The last chunk is in: the parts become the book's file (its type was checked on the first
 * chunk), which replaces an earlier one of the same kind (an audio chapter: of the same name;
 * the earlier file is removed by a job after the answer).
 * Null when storage lost the parts: the upload is dropped and starts again.
 */
async function completeUpload(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'storage'>,
  upload: UploadIdentity,
  staged: StagedUpload,
): Promise<string | null> {
  const { quoteId } = staged;
  const kind = UPLOAD_KINDS[upload.kind];
  forgetUpload(app.db, upload);
  // An upload that cannot be completed starts again: no row is left claiming every chunk.
  const giveUp = () => dropUpload(app, upload, staged);
  const stored = await unlessPartsLost(
    app.storage.joinParts(staged.stagingKey, upload.totalChunks, {
      folder: kind.folder,
      maxBytes: upload.size,
    }),
  ).catch(async (error: unknown) => {
    await giveUp();
    throw error;
  });
  // Parts missing, or fewer bytes than the chunks held: the same loss.
  if (stored?.bytes !== upload.size) {
    if (stored) await app.storage.delete(stored.key);
    await giveUp();
    return null;
  }
  const bookId = upload.ids.localBookId || upload.ids.internationalBookId;
  const fileName = `b${bookId}-${upload.kind}-${randomBytes(6).toString('hex')}${fileExtension(upload.name)}`;
  try {
    await app.jobs.transaction(async (tx, send) => {
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
      await removeReplacedFiles(send, earlier);
      await tx.delete(uploads).where(eq(uploads.id, staged.id));
    });
  } catch (error) {
    await app.storage.delete(stored.key);
    await giveUp();
    throw error;
  }
  return fileName;
}

/** What a storage call answers, or null when it found the upload's parts lost. */
const unlessPartsLost = <T>(work: Promise<T>): Promise<T | null> =>
  work.catch((error: unknown) => {
    if (error instanceof StoredFileMissingError) return null;
    throw error;
  });

/** Drops an upload and whatever of its parts is stored: it starts again from its first chunk. */
async function dropUpload(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'storage'>,
  upload: UploadIdentity,
  staged: StagedUpload,
) {
  forgetUpload(app.db, upload);
  await app.db.delete(uploads).where(eq(uploads.id, staged.id));
  await app.storage.deleteParts(staged.stagingKey, upload.totalChunks);
}

/**
 * Whether chunk `index` is stored now, `nextIndex` being the lowest chunk not yet stored: that
 * one, or one of the few after it once the first chunk has made the staged file, but never the
 * last before every other chunk is stored (it completes the file).
 */
const takesNow = (index: number, nextIndex: number, totalChunks: number) =>
  index === nextIndex ||
  (nextIndex > 0 &&
    index > nextIndex &&
    index < nextIndex + UPLOAD_CHUNKS_IN_FLIGHT &&
    index < totalChunks - 1);

/** The chunk's bytes, or a clear error when the body is neither form a chunk may take. */
async function chunkBytes(reading: Promise<ReceivedChunk | null>): Promise<ReceivedChunk> {
  const received = await reading;
  if (received === null) {
    const message = 'Send the chunk as its raw bytes, or as a base64 data URL';
    throw invalidField('body', message);
  }
  return received;
}

/** How many bytes chunk `index` has: all but the last are UPLOAD_CHUNK_BYTES long. */
const chunkLength = (upload: UploadIdentity, index: number) =>
  index < upload.totalChunks - 1
    ? UPLOAD_CHUNK_BYTES
    : upload.size - UPLOAD_CHUNK_BYTES * (upload.totalChunks - 1);

/** Writes the chunk at its place in the upload's staged file; false when the file is gone. */
async function writePart(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'storage'>,
  staged: StagedUpload,
  index: number,
  chunk: ReceivedChunk,
): Promise<boolean> {
  const part = { index, offset: index * UPLOAD_CHUNK_BYTES };
  return (
    (await unlessPartsLost(app.storage.putPart(staged.stagingKey, part, chunk.pieces))) !== null
  );
}

/** The answer once chunk `index` is recorded: `nextIndex` moved, or the last chunk is in. */
async function afterRecord(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'storage'>,
  upload: UploadIdentity,
  staged: StagedUpload,
  nextIndex: number,
): Promise<ChunkAnswer> {
  if (nextIndex < upload.totalChunks) return accepted(nextIndex);
  const fileName = await completeUpload(app, upload, staged);
  return fileName === null ? outOfTurn(0) : accepted(upload.totalChunks, fileName);
}

/**
 * One chunk of a book file, cover or audio chapter. The first chunk comes alone, then up to
 * `UPLOAD_CHUNKS_IN_FLIGHT` at once (see `takesNow`), and the last once all others are stored. One
 * already stored is acknowledged again (a retry after a lost answer), one out of turn answers
 * F12, a wrong MD5 answers F11 and is discarded. The first chunk's content must be what the
 * name's extension says. Each chunk is written at its place in the upload's staged file; the
 * last one makes it the book's. Every answer's `next_index` is the lowest chunk not stored.
 */
export async function receiveChunk(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'storage'>,
  upload: UploadIdentity,
  chunk: { index: number; md5: string; body: unknown },
): Promise<ChunkAnswer> {
  // The body is read (and hashed) while the checks below ask the database.
  const reading = receivedChunk(chunk.body);
  reading.catch(() => {}); // a failed check answers first; the body's own error is then moot
  if (chunk.index >= upload.totalChunks) {
    const message = `The chunk index must be below ${upload.totalChunks}`;
    throw invalidField('currentChunkIndex', message);
  }
  const seen = chunk.index > 0 ? seenUpload(app.db, upload) : undefined;
  if (seen && takesNow(chunk.index, seen.nextIndex, upload.totalChunks)) {
    const received = await chunkBytes(reading);
    const answer = await storeSeenChunk(app, upload, seen, chunk, received);
    if (answer) return answer;
    forgetUpload(app.db, upload);
    return receiveChecked(app, upload, chunk, Promise.resolve(received));
  }
  return receiveChecked(app, upload, chunk, reading);
}

/**
 * A chunk of an upload this process has seen, which it takes now by the `nextIndex` last seen:
 * as that only grows while the upload lasts, the chunk is stored without first asking the
 * database where the upload stands (its record still does). Null when anything is not as
 * expected (a damaged chunk, the upload completed, dropped or started again since): the caller
 * then asks the database.
 */
async function storeSeenChunk(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'storage'>,
  upload: UploadIdentity,
  seen: StagedUpload,
  chunk: { index: number; md5: string },
  received: ReceivedChunk,
): Promise<ChunkAnswer | null> {
  if (received.md5 !== chunk.md5 || received.bytes !== chunkLength(upload, chunk.index))
    return null;
  if (!(await writePart(app, seen, chunk.index, received))) return null;
  const nextIndex = await recordStored(app.db, seen, chunk.index);
  if (nextIndex !== undefined) return afterRecord(app, upload, seen, nextIndex);
  // Another request stored this chunk first: the upload goes on.
  const now = await currentNextIndex(app.db, seen.id);
  if (now !== undefined) return accepted(now);
  // The upload is gone: the part just written belongs to none.
  await app.storage.deleteParts(seen.stagingKey, upload.totalChunks);
  return null;
}

/** A chunk checked against the upload's row as the database has it now. */
async function receiveChecked(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'storage'>,
  upload: UploadIdentity,
  chunk: { index: number; md5: string },
  reading: Promise<ReceivedChunk | null>,
): Promise<ChunkAnswer> {
  const started = chunk.index > 0 ? await startedUpload(app.db, upload) : undefined;
  const book = started ?? (await checkedBook(app, upload));
  if (chunk.index === 0) await checkAnnounced(app, book.quoteId, upload);
  // A first chunk's row waits for its content check below, so a refused file leaves none.
  const later =
    chunk.index > 0 ? (started ?? (await uploadRow(app.db, upload, book.quoteId))) : undefined;
  const received = await chunkBytes(reading);
  const intact = received.md5 === chunk.md5;
  // The first chunk's content, before anything is kept (a damaged one answers F11 below).
  if (chunk.index === 0 && intact && !(await startsAsNamed(received, upload.name)))
    throw fileTypeRejected();
  const row = later ?? (await uploadRow(app.db, upload, book.quoteId));
  if (!row) return accepted(upload.totalChunks);
  if (chunk.index < row.nextIndex) return accepted(row.nextIndex);
  if (!takesNow(chunk.index, row.nextIndex, upload.totalChunks)) return outOfTurn(row.nextIndex);
  const expected = chunkLength(upload, chunk.index);
  if (received.bytes !== expected) {
    const message = `Chunk ${chunk.index} should have ${expected} bytes, not ${received.bytes}`;
    throw invalidField('body', message);
  }
  if (!intact) return refused('chunkChecksumMismatch', 'Chunk checksum mismatch', row.nextIndex);
  // Written at its place in the file: a request storing the same chunk at the same time writes
  // the same bytes there. The chunks stored before are gone (storage lost them): the upload
  // starts again.
  if (!(await writePart(app, row, chunk.index, received))) {
    await dropUpload(app, upload, row);
    return outOfTurn(0);
  }
  const nextIndex = await recordStored(app.db, row, chunk.index);
  // Another request stored this chunk and moved past it first (or completed the upload).
  if (nextIndex === undefined)
    return accepted((await currentNextIndex(app.db, row.id)) ?? upload.totalChunks);
  return afterRecord(app, upload, row, nextIndex);
}
