import { Readable } from 'node:stream';
import type { StoredPdfTask } from '../pdf/stored-pdf-facts.ts';
import { localFileStorage } from '../storage/local-file-storage.ts';

/** `bytes` stored as an upload is, in the local storage at `dir`, and the preflight task that
 * reads it. */
export async function storedPdfTask(dir: string, bytes: Uint8Array): Promise<StoredPdfTask> {
  const { key } = await localFileStorage(dir).put(Readable.from([Buffer.from(bytes)]), {
    folder: 'books',
    maxBytes: bytes.length,
  });
  return { storage: { kind: 'local', dir }, key };
}
