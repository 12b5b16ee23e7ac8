import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  byteLimit,
  type FileStorage,
  isFileKey,
  newFileKey,
  StoredFileMissingError,
} from './file-storage.ts';

/**
 * Files on the local disk under `root` (DATA_DIR/files by default). A file is written to a
 * temporary name in `root/.incoming` and renamed into place once complete, so a key never
 * names a half-written file.
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
  return {
    async put(body, { folder, maxBytes }) {
      const key = newFileKey(folder);
      const path = pathOf(key);
      const temporary = join(incoming, randomUUID());
      await mkdir(incoming, { recursive: true, mode: 0o700 });
      const limit = byteLimit(maxBytes);
      try {
        await pipeline(body, limit, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
        await mkdir(dirname(path), { recursive: true, mode: 0o700 });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { key, bytes: limit.bytes() };
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
  };
}
