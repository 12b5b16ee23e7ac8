import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  type ByteRange,
  byteLimit,
  type FileStorage,
  isFileKey,
  newFileKey,
  StoredFileMissingError,
} from './file-storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Cloudflare R2, ...); AWS when absent. */
  endpoint: string | undefined;
  /** Keys from the environment; the SDK's own chain (instance role, ~/.aws) when absent. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

// Uploads go in parts of 5 MiB (S3's smallest), two at a time: at most about 10 MiB of a file
// is in memory, however large the file.
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

/** Files in an S3 bucket (AWS or S3-compatible), streamed both ways with the AWS SDK v3. */
export function s3FileStorage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    ...(settings.credentials && { credentials: settings.credentials }),
  });
  const Bucket = settings.bucket;
  const isMissing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound;
  // A file sent in parts keeps each part as an object of its own until the parts are joined
  // (S3 can neither append nor take multipart parts under 5 MiB).
  const partKey = (staging: string, index: number) => {
    if (!isFileKey(staging)) throw new StoredFileMissingError(staging);
    return `${staging}/${index}`;
  };
  const partKeys = (staging: string, parts: number) =>
    Array.from({ length: parts }, (_, index) => partKey(staging, index));
  const getObject = async (key: string, range?: ByteRange) => {
    try {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: key,
          ...(range && { Range: `bytes=${range.start}-${range.end}` }),
        }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) throw new StoredFileMissingError(key);
      throw error;
    }
  };
  const deleteObjects = async (keys: string[]) => {
    // DeleteObjects takes at most 1,000 keys a call.
    for (let start = 0; start < keys.length; start += 1000)
      await client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
  };
  const storage: FileStorage = {
    async put(body, { folder, maxBytes, contentType }) {
      const key = newFileKey(folder);
      const limit = byteLimit(maxBytes);
      // What went wrong first with the bytes (the body, or the limit) is the error to report,
      // not whatever the aborted upload says after it.
      let cause: unknown;
      body.on('error', (error) => {
        cause ??= error;
        limit.destroy(error);
      });
      limit.on('error', (error) => {
        cause ??= error;
      });
      // A failed upload aborts its multipart upload, so no part is left in the bucket.
      const upload = new Upload({
        client,
        partSize: PART_BYTES,
        queueSize: PARTS_AT_ONCE,
        params: { Bucket, Key: key, Body: body.pipe(limit), ContentType: contentType },
      });
      try {
        await upload.done();
      } catch (error) {
        throw cause ?? error;
      }
      return { key, bytes: limit.bytes() };
    },
    async get(key, range) {
      if (!isFileKey(key)) throw new StoredFileMissingError(key);
      return getObject(key, range);
    },
    async size(key) {
      if (!isFileKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      if (isFileKey(key)) await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async putPart(staging, { index }, pieces) {
      const Body = Buffer.concat(pieces);
      await client.send(new PutObjectCommand({ Bucket, Key: partKey(staging, index), Body }));
    },
    async joinParts(staging, parts, options) {
      const keys = partKeys(staging, parts);
      // One part at a time: nothing is held beyond a part and the upload's own buffers.
      const joined = Readable.from(
        (async function* () {
          for (const key of keys) yield* await getObject(key);
        })(),
      );
      const stored = await storage.put(joined, options);
      await deleteObjects(keys);
      return stored;
    },
    async deleteParts(staging, parts) {
      await deleteObjects(partKeys(staging, parts));
    },
  };
  return storage;
}
