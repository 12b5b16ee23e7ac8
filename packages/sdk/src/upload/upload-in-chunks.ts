import { md5Hex } from './md5-hex.ts';
import { wait } from './wait.ts';

/** One chunk as the server wants it. */
export interface ChunkToSend {
  index: number;
  totalChunks: number;
  /** MD5 (hex) of the chunk's bytes, sent as `md5_chunk` so the server can verify them. */
  md5: string;
  bytes: Uint8Array;
  signal: AbortSignal | undefined;
}

/**
 * What the server said to a chunk: the index it wants next (the same index again after an MD5
 * mismatch), the final file name after the last chunk, or an error status.
 */
export type ChunkAnswer =
  | { kind: 'next'; nextIndex: number }
  | { kind: 'finished'; finalFilename: string }
  | { kind: 'rejected'; status: number; error: unknown };

export interface UploadProgress {
  /** Chunks the server holds (its `next_index`). */
  chunks: number;
  totalChunks: number;
  bytes: number;
  totalBytes: number;
}

export interface UploadOptions {
  /** Bytes per chunk; the portal's uploads use 1,024,000. */
  chunkSize?: number;
  /** The chunk to start from: the `nextIndex` of an earlier, interrupted upload of this file. */
  startIndex?: number;
  /** Tries after the first for one chunk (network failure, 5xx, 408, 429, MD5 mismatch). */
  retries?: number;
  /** The first retry waits this long; each next one twice as long. */
  retryDelayMs?: number;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Why an upload stopped short: an error status that retrying cannot fix (or that stayed after
 * every retry), a network failure after every retry, the server asking for the same chunk again
 * after every retry (its MD5 check kept failing), or no final file name after the last chunk.
 */
export type UploadFailure =
  | Extract<ChunkAnswer, { kind: 'rejected' }>
  | { kind: 'network'; error: unknown }
  | { kind: 'mismatch' }
  | { kind: 'incomplete' };

/**
 * How an upload ended. `aborted` and `failed` carry the `nextIndex` to pass as `startIndex` to
 * resume.
 */
export type UploadResult =
  | { kind: 'done'; finalFilename: string }
  | { kind: 'aborted'; nextIndex: number }
  | { kind: 'failed'; nextIndex: number; cause: UploadFailure };

export const DEFAULT_CHUNK_SIZE = 1_024_000;

/**
 * Sends `file` chunk by chunk through `send`, always continuing from the index the server asks
 * for, retrying a chunk with exponential backoff a bounded number of times.
 */
export async function uploadInChunks(
  file: Blob,
  send: (chunk: ChunkToSend) => Promise<ChunkAnswer>,
  {
    chunkSize = DEFAULT_CHUNK_SIZE,
    startIndex = 0,
    retries = 3,
    retryDelayMs = 500,
    signal,
    onProgress,
  }: UploadOptions = {},
): Promise<UploadResult> {
  const totalChunks = Math.max(1, Math.ceil(file.size / chunkSize));
  const report = (chunks: number) =>
    onProgress?.({
      chunks,
      totalChunks,
      bytes: Math.min(chunks * chunkSize, file.size),
      totalBytes: file.size,
    });
  // A chunk read and hashed, kept by index: the next one is prepared while this one is sent.
  const prepare = async (index: number) => {
    const bytes = new Uint8Array(
      await file.slice(index * chunkSize, (index + 1) * chunkSize).arrayBuffer(),
    );
    return { index, totalChunks, md5: await md5Hex(bytes), bytes, signal };
  };
  let prepared: { index: number; chunk: Promise<ChunkToSend> } | undefined;
  const chunkAt = (index: number) => {
    if (prepared?.index !== index) prepared = { index, chunk: prepare(index) };
    return prepared.chunk;
  };
  let index = startIndex;
  let failures = 0;

  while (index < totalChunks) {
    if (signal?.aborted) return { kind: 'aborted', nextIndex: index };
    const chunk = await chunkAt(index);
    if (index + 1 < totalChunks) {
      const next = index + 1;
      prepared = { index: next, chunk: prepare(next) };
      // A read that fails is read again when its chunk's turn comes.
      prepared.chunk.catch(() => {
        if (prepared?.index === next) prepared = undefined;
      });
    }
    let answer: ChunkAnswer | { kind: 'network'; error: unknown };
    try {
      answer = await send(chunk);
    } catch (error) {
      if (signal?.aborted) return { kind: 'aborted', nextIndex: index };
      answer = { kind: 'network', error };
    }

    if (answer.kind === 'finished') {
      report(totalChunks);
      return { kind: 'done', finalFilename: answer.finalFilename };
    }
    if (answer.kind === 'next' && answer.nextIndex !== index) {
      index = answer.nextIndex;
      failures = 0;
      report(index);
      continue;
    }
    // The server wants the same chunk again (its MD5 check failed) or the chunk failed.
    const failure: UploadFailure = answer.kind === 'next' ? { kind: 'mismatch' } : answer;
    if (!isRetryable(failure) || failures >= retries) {
      return { kind: 'failed', nextIndex: index, cause: failure };
    }
    if (!(await wait(retryDelayMs * 2 ** failures, signal))) {
      return { kind: 'aborted', nextIndex: index };
    }
    failures += 1;
  }
  return { kind: 'failed', nextIndex: index, cause: { kind: 'incomplete' } };
}

function isRetryable(failure: UploadFailure): boolean {
  if (failure.kind !== 'rejected') return true;
  return failure.status >= 500 || failure.status === 408 || failure.status === 429;
}
