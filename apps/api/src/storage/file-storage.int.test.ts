import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FileStorage,
  FileTooLargeError,
  isFileKey,
  newFileKey,
  readStoredFile,
  StoredFileMissingError,
} from './file-storage.ts';
import { localFileStorage } from './local-file-storage.ts';
import { s3FileStorage } from './s3-file-storage.ts';

const MiB = 1024 * 1024;

/** `total` bytes in 64 KiB pieces, made as they are read (never one buffer). */
function generated(total: number, seed = 1): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      const size = Math.min(64 * 1024, total - sent);
      sent += size;
      this.push(Buffer.alloc(size, (sent / size + seed) % 251));
    },
  });
}

async function sha256(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

interface Backend {
  name: string;
  storage: FileStorage;
  /** Every object or file the backend holds, temporary ones included. */
  held(): Promise<string[]>;
}

const root = mkdtempSync(join(tmpdir(), 'pod-portal-files-'));
const s3Dir = mkdtempSync(join(tmpdir(), 'pod-portal-s3-'));
const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir });
let s3Client: S3Client;
const backends: Backend[] = [];

beforeAll(async () => {
  const { port } = await s3.run();
  const settings = {
    bucket: 'pod-files',
    region: 'af-south-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  s3Client = new S3Client({ ...settings });
  await s3Client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  backends.push(
    {
      name: 'local disk',
      storage: localFileStorage(root),
      held: async () =>
        readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name)),
    },
    {
      name: 'S3 (s3rver)',
      storage: s3FileStorage(settings),
      held: async () => {
        const listed = await s3Client.send(new ListObjectsV2Command({ Bucket: settings.bucket }));
        return (listed.Contents ?? []).map((object) => object.Key ?? '');
      },
    },
  );
});

afterAll(async () => {
  s3Client?.destroy();
  await s3.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(s3Dir, { recursive: true, force: true });
});

describe.each(['local disk', 'S3 (s3rver)'])('file storage on %s', (name) => {
  const backend = () => {
    const found = backends.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`${name} did not start`);
    return found;
  };

  it('streams a 12 MiB file in and out under a generated name, then deletes it', async () => {
    const { storage, held } = backend();
    const before = await held();
    const stored = await storage.put(generated(12 * MiB), {
      folder: 'manuscripts',
      maxBytes: 20 * MiB,
      contentType: 'application/pdf',
    });
    expect(stored.bytes).toBe(12 * MiB);
    expect(isFileKey(stored.key)).toBe(true);
    expect(stored.key).toMatch(/^manuscripts\/\d{4}-\d{2}\/[0-9a-f-]{36}$/);
    expect(await storage.size(stored.key)).toBe(12 * MiB);
    expect(await sha256(await storage.get(stored.key))).toBe(await sha256(generated(12 * MiB)));
    // A byte range (an audio player's Range request): exactly those bytes, both ends included.
    const whole = await readStoredFile(storage, stored.key);
    const range = await storage.get(stored.key, { start: 5 * MiB - 3, end: 5 * MiB + 4 });
    const parts: Buffer[] = [];
    for await (const part of range) parts.push(part as Buffer);
    expect(Buffer.concat(parts)).toEqual(whole.subarray(5 * MiB - 3, 5 * MiB + 5));
    await storage.delete(stored.key);
    expect(await storage.size(stored.key)).toBeNull();
    await expect(storage.get(stored.key)).rejects.toBeInstanceOf(StoredFileMissingError);
    expect(await held()).toEqual(before);
  });

  it('refuses a file over its limit and keeps nothing of it', async () => {
    const { storage, held } = backend();
    const before = await held();
    for (const size of [MiB + 1, 11 * MiB]) {
      await expect(
        storage.put(generated(size, 7), { folder: 'covers', maxBytes: MiB }),
      ).rejects.toBeInstanceOf(FileTooLargeError);
    }
    expect(await held()).toEqual(before);
  });

  it('keeps nothing of a body that fails half-way', async () => {
    const { storage, held } = backend();
    const before = await held();
    let sent = 0;
    const failing = new Readable({
      read() {
        sent += 1;
        if (sent > 120) this.destroy(new Error('the connection dropped'));
        else this.push(randomBytes(64 * 1024));
      },
    });
    await expect(storage.put(failing, { folder: 'audio', maxBytes: 100 * MiB })).rejects.toThrow(
      'the connection dropped',
    );
    expect(await held()).toEqual(before);
  });

  it('joins a file sent in parts (a part sent twice kept once), and drops parts given up', async () => {
    const { storage, held } = backend();
    const before = await held();
    const parts = [randomBytes(300_000), randomBytes(300_000), randomBytes(1234)];
    // Each part in the pieces it arrived in.
    const write = (staging: string, index: number) => {
      const part = parts[index] as Buffer;
      const pieces = [part.subarray(0, 1000), part.subarray(1000)];
      return storage.putPart(staging, { index, offset: index * 300_000 }, pieces);
    };
    const staging = newFileKey('upload-parts');
    for (const index of [0, 1, 1, 2]) await write(staging, index);
    // Nothing is a stored file before the join.
    expect(await storage.size(staging)).toBeNull();
    const stored = await storage.joinParts(staging, 3, { folder: 'manuscripts', maxBytes: MiB });
    expect(stored.bytes).toBe(601_234);
    expect(await readStoredFile(storage, stored.key)).toEqual(Buffer.concat(parts));
    await storage.delete(stored.key);

    const tooLarge = newFileKey('upload-parts');
    for (const index of [0, 1, 2]) await write(tooLarge, index);
    await expect(
      storage.joinParts(tooLarge, 3, { folder: 'covers', maxBytes: 600_000 }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    await storage.deleteParts(tooLarge, 3);

    const abandoned = newFileKey('upload-parts');
    await write(abandoned, 0);
    await storage.deleteParts(abandoned, 1);
    expect(await held()).toEqual(before);
  });

  it('finds no file behind a name it did not make', async () => {
    const { storage } = backend();
    for (const key of ['../../etc/passwd', 'manuscripts/2026-11/../../x', '', 'a'.repeat(500)]) {
      await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissingError);
      expect(await storage.size(key)).toBeNull();
      await storage.delete(key);
    }
  });
});
