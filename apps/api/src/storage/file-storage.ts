import { randomUUID } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';

/** Where uploaded and generated files live: the local disk, or S3-compatible object storage. */
export interface FileStorage {
  /**
   * Streams `body` into a new file under `folder` and answers its generated key and size; a
   * body longer than `maxBytes` fails with `FileTooLargeError` and leaves nothing behind.
   */
  put(body: Readable, options: PutOptions): Promise<StoredFile>;
  /**
   * The file's bytes as a stream (only `range`'s, both ends included, when given);
   * `StoredFileMissingError` when there is no such file.
   */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** The file's size, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** Removes the file (nothing happens when there is none). */
  delete(key: string): Promise<void>;
  /**
   * Writes part `index` of a file sent in parts (a chunked upload), its bytes in `pieces`, which
   * starts at byte `offset` of the file; a part written again replaces itself. `staging` is a
   * key `newFileKey` made for the file; nothing is readable under it until `joinParts`. A later
   * part of a file whose parts were lost fails with `StoredFileMissingError` (on the disk; on
   * S3 the join does).
   */
  putPart(staging: string, part: FilePart, pieces: readonly Buffer[]): Promise<void>;
  /**
   * Parts 0 to `parts` - 1 as one new stored file under `options.folder` (no copy on the local
   * disk: the parts were written into one file); the parts are gone after.
   */
  joinParts(staging: string, parts: number, options: PutOptions): Promise<StoredFile>;
  /** Removes the parts of a file sent in parts (nothing happens for parts never written). */
  deleteParts(staging: string, parts: number): Promise<void>;
}

/** Where a part of a file sent in parts belongs: its number and its first byte's offset. */
interface FilePart {
  index: number;
  offset: number;
}

/** Bytes `start` to `end` of a file, both included (an HTTP Range's numbers). */
export interface ByteRange {
  start: number;
  end: number;
}

interface PutOptions {
  /** A folder of the kind of file, e.g. `manuscripts`, `covers`, `contracts`. */
  folder: string;
  maxBytes: number;
  contentType?: string;
}

interface StoredFile {
  key: string;
  bytes: number;
}

export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`the file is larger than ${maxBytes} bytes`);
  }
}

export class StoredFileMissingError extends Error {
  override name = 'StoredFileMissingError';
  constructor(key: string) {
    super(`no stored file ${key}`);
  }
}

const FOLDER = /^[a-z][a-z0-9-]{0,39}$/;
const KEY =
  /^[a-z][a-z0-9-]{0,39}\/\d{4}-\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A new key: the folder, the month and a random UUID. Names are never the uploader's, so a
 * file name cannot reach a path or another author's file.
 */
export function newFileKey(folder: string, now = new Date()): string {
  if (!FOLDER.test(folder)) throw new Error(`not a storage folder: ${folder}`);
  return `${folder}/${now.toISOString().slice(0, 7)}/${randomUUID()}`;
}

/** Whether `key` is one `newFileKey` makes (anything else names no file). */
export function isFileKey(key: string): boolean {
  return KEY.test(key);
}

/** Passes the bytes through, counting them, and fails once there are more than `maxBytes`. */
export function byteLimit(maxBytes: number): Transform & { bytes(): number } {
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(bytes > maxBytes ? new FileTooLargeError(maxBytes) : null, chunk);
    },
  });
  return Object.assign(limit, { bytes: () => bytes });
}

/** A small stored file's bytes at once (a signature, a contract to attach); stream large ones. */
export async function readStoredFile(storage: FileStorage, key: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of await storage.get(key)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}
