import { randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  byteLimit,
  type FileStorage,
  FileTooLargeError,
  isFileKey,
  newFileKey,
  StoredFileMissingError,
} from './file-storage.ts';

/**
 * Files on the local disk under `root` (DATA_DIR/files by default). A file is written to a
 * temporary name in `root/.incoming` and renamed into place once complete, so a key never
 * names a half-written file. A file sent in parts is written, part by part at its offset, into
 * one file in `root/.parts`, and renamed into place when complete: each byte is written once.
 */
export function localFileStorage(root: string): FileStorage {
  const incoming = join(root, '.incoming');
  const pathOf = (key: string) => {
    if (!isFileKey(key)) throw new StoredFileMissingError(key);
    return join(root, key);
  };
  const size = async (key: string): Promise<number | null> => {
    if (!isFileKey(key)) return null;
    try {
      return (await stat(pathOf(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  const partsPathOf = (staging: string) => {
    if (!isFileKey(staging)) throw new StoredFileMissingError(staging);
    return join(root, '.parts', staging);
  };
  const moveIn = async (from: string, folder: string) => {
    const key = newFileKey(folder);
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    await rename(from, path);
    return key;
  };
  return {
    async put(body, { folder, maxBytes }) {
      const temporary = join(incoming, randomUUID());
      await mkdir(incoming, { recursive: true, mode: 0o700 });
      const limit = byteLimit(maxBytes);
      try {
        await pipeline(body, limit, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
        return { key: await moveIn(temporary, folder), bytes: limit.bytes() };
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      // Looked up before it is answered, so a missing file is an error here, not in the stream.
      if ((await size(key)) === null) throw new StoredFileMissingError(key);
      return createReadStream(pathOf(key), range);
    },
    size,
    async delete(key) {
      if (isFileKey(key)) await rm(pathOf(key), { force: true });
    },
    async putPart(staging, { index, offset }, pieces) {
      const path = partsPathOf(staging);
      if (index === 0) await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // The first part creates the file; a later one needs it (a lost file would otherwise come
      // back with a hole where its first parts were). Never truncated: earlier parts stay, a
      // part written again is written over itself.
      const flags = index === 0 ? constants.O_WRONLY | constants.O_CREAT : constants.O_WRONLY;
      const file = await open(path, flags, 0o600).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new StoredFileMissingError(staging) : error;
      });
      try {
        const { bytesWritten } = await file.writev(pieces, offset);
        const bytes = pieces.reduce((sum, piece) => sum + piece.length, 0);
        if (bytesWritten !== bytes) throw new Error(`wrote ${bytesWritten} of ${bytes} bytes`);
      } finally {
        await file.close();
      }
    },
    async joinParts(staging, _parts, { folder, maxBytes }) {
      const path = partsPathOf(staging);
      const bytes = await stat(path).then(
        (found) => found.size,
        () => {
          throw new StoredFileMissingError(staging);
        },
      );
      if (bytes > maxBytes) {
        await rm(path, { force: true });
        throw new FileTooLargeError(maxBytes);
      }
      return { key: await moveIn(path, folder), bytes };
    },
    async deleteParts(staging) {
      if (isFileKey(staging)) await rm(partsPathOf(staging), { force: true });
    },
  };
}
