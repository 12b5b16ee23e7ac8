import { UPLOAD_CHUNK_BYTES, UPLOAD_CHUNKS_IN_FLIGHT } from '../generated/upload-protocol.gen.ts';
import { blobBytes } from './blob-bytes.ts';
import { fetchStreamsBodies } from './chunk-body.ts';
import { md5Hex } from './md5-hex.ts';
import { wait } from './wait.ts';

/** One chunk as the server wants it. */
export interface ChunkToSend {
  index: number;
  totalChunks: number;
  /** MD5 (hex) of the chunk's bytes, sent as `md5_chunk` so the server can verify them. */
  md5: string;
  /**
   * The chunk's bytes, read once from the file: hashed, then sent as they are (reading the
   * slice again for the request cost the client more than a chunk's MD5).
   */
  body: Uint8Array;
  signal: AbortSignal;
}

/**
 * What the server said to a chunk: stored (`200`), refused for its MD5 (`422` `F11`: send it
 * again), out of turn (`409` `F12`), each with the server's `next_index` (the lowest chunk it
 * does not hold); the final file name after the last chunk; or an error status.
 */
export type ChunkAnswer =
  | { kind: 'stored'; nextIndex: number }
  | { kind: 'mismatch' }
  | { kind: 'outOfTurn'; nextIndex: number }
  | { kind: 'finished'; finalFilename: string }
  | { kind: 'rejected'; status: number; error: unknown };

export interface UploadProgress {
  /** Chunks the server holds. */
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
  /**
   * Chunks sent at once, 1 to {@link MAX_CHUNKS_IN_FLIGHT}; by default that many in Node, and
   * {@link PAGE_CHUNKS_IN_FLIGHT} in a page (see {@link defaultChunksInFlight}).
   */
  parallel?: number;
  /**
   * Tries after the first for one chunk (network failure, 5xx, 408, 429, MD5 mismatch; a 401
   * once, as the session is refreshed after it).
   */
  retries?: number;
  /** The first retry waits this long; each next one twice as long. */
  retryDelayMs?: number;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Why an upload stopped short: an error status that retrying cannot fix (or that stayed after
 * every retry), a network failure after every retry, the server refusing a chunk's MD5 after
 * every retry, or no final file name after the last chunk.
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

export const DEFAULT_CHUNK_SIZE = UPLOAD_CHUNK_BYTES;

/**
 * The chunks the server takes at once (the contract's order: the lowest chunk it does not hold
 * and the five after it).
 */
export const MAX_CHUNKS_IN_FLIGHT = UPLOAD_CHUNKS_IN_FLIGHT;

/**
 * Chunks a page sends at once unless told: a browser opens at most six connections to a server
 * (over HTTP/1.1), shared with the app's other calls and its live events stream, so four leave
 * one free for them. Node's fetch has no such limit: there, {@link MAX_CHUNKS_IN_FLIGHT}.
 */
export const PAGE_CHUNKS_IN_FLIGHT = 4;

/** The chunks sent at once unless told: in a page {@link PAGE_CHUNKS_IN_FLIGHT}, else all. */
export const defaultChunksInFlight = (): number =>
  fetchStreamsBodies() ? MAX_CHUNKS_IN_FLIGHT : PAGE_CHUNKS_IN_FLIGHT;

/** How one chunk's sending ended, its retries done. */
type ChunkOutcome =
  | Extract<ChunkAnswer, { kind: 'stored' | 'outOfTurn' | 'finished' }>
  | { kind: 'failed'; cause: UploadFailure }
  | { kind: 'aborted' };

/**
 * Sends `file` chunk by chunk through `send`, in the order the server takes them: the first
 * chunk alone, then up to `parallel` at once (the lowest chunk not stored and those after it),
 * the last once every other one is stored. Each chunk is retried with exponential backoff a
 * bounded number of times; an out-of-turn answer moves to the server's `next_index`.
 */
export async function uploadInChunks(
  file: Blob,
  send: (chunk: ChunkToSend) => Promise<ChunkAnswer>,
  {
    chunkSize = DEFAULT_CHUNK_SIZE,
    startIndex = 0,
    parallel = defaultChunksInFlight(),
    retries = 3,
    retryDelayMs = 500,
    signal,
    onProgress,
  }: UploadOptions = {},
): Promise<UploadResult> {
  const totalChunks = Math.max(1, Math.ceil(file.size / chunkSize));
  const last = totalChunks - 1;
  const width = Math.min(Math.max(1, Math.floor(parallel)), MAX_CHUNKS_IN_FLIGHT);
  // The caller's abort, or a failure that ends the upload, stops every chunk in flight.
  const stop = new AbortController();
  const abort = () => stop.abort();
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });

  // Every chunk below `nextIndex` is stored, and those in `storedAhead`.
  let nextIndex = startIndex;
  const storedAhead = new Set<number>();
  const report = () => {
    const chunks = Math.min(nextIndex + storedAhead.size, totalChunks);
    onProgress?.({
      chunks,
      totalChunks,
      bytes: Math.min(chunks * chunkSize, file.size),
      totalBytes: file.size,
    });
  };

  // Chunks read and hashed, kept by index until stored: the next one is prepared while the ones
  // before it are sent (at most a few chunks' bytes are held). A read that fails is read again
  // when its chunk's turn comes.
  const prepared = new Map<number, Promise<ChunkToSend>>();
  const chunkAt = (index: number) => {
    let chunk = prepared.get(index);
    if (!chunk) {
      chunk = blobBytes(file.slice(index * chunkSize, (index + 1) * chunkSize)).then(
        async (body) => ({
          index,
          totalChunks,
          md5: await md5Hex(body),
          body,
          signal: stop.signal,
        }),
      );
      prepared.set(index, chunk);
      chunk.catch(() => prepared.delete(index));
    }
    return chunk;
  };

  const sendChunk = async (index: number): Promise<ChunkOutcome> => {
    for (let failures = 0; ; failures += 1) {
      const chunk = await chunkAt(index);
      let answer: ChunkAnswer | { kind: 'network'; error: unknown };
      try {
        answer = await send(chunk);
      } catch (error) {
        if (stop.signal.aborted) return { kind: 'aborted' };
        answer = { kind: 'network', error };
      }
      if (answer.kind === 'stored' || answer.kind === 'outOfTurn' || answer.kind === 'finished')
        return answer;
      if (!isRetryable(answer, failures) || failures >= retries)
        return { kind: 'failed', cause: answer };
      if (!(await wait(retryDelayMs * 2 ** failures, stop.signal))) return { kind: 'aborted' };
    }
  };

  const inFlight = new Map<number, Promise<[number, ChunkOutcome]>>();
  // The chunks the server takes now: the first and the last alone, any other in the window.
  const sendable = () => {
    if (nextIndex === 0 || nextIndex === last) return inFlight.size === 0 ? [nextIndex] : [];
    const indexes: number[] = [];
    const end = Math.min(nextIndex + width, last);
    for (let index = nextIndex; index < end; index += 1)
      if (!storedAhead.has(index) && !inFlight.has(index)) indexes.push(index);
    return indexes;
  };
  // Out-of-turn answers in a row: a server that never takes a chunk ends the upload.
  let turnsMissed = 0;

  try {
    while (nextIndex < totalChunks) {
      if (stop.signal.aborted) break;
      for (const index of sendable()) {
        inFlight.set(
          index,
          sendChunk(index).then((outcome): [number, ChunkOutcome] => [index, outcome]),
        );
        if (index + 1 <= last && !storedAhead.has(index + 1))
          void chunkAt(index + 1).catch(() => {});
      }
      const [index, outcome] = await Promise.race(inFlight.values());
      inFlight.delete(index);
      if (outcome.kind === 'finished') {
        nextIndex = totalChunks;
        report();
        return { kind: 'done', finalFilename: outcome.finalFilename };
      }
      if (outcome.kind === 'aborted') break;
      if (outcome.kind === 'failed') return { kind: 'failed', nextIndex, cause: outcome.cause };
      if (outcome.kind === 'stored') {
        turnsMissed = 0;
        storedAhead.add(index);
        nextIndex = Math.max(nextIndex, outcome.nextIndex);
        while (storedAhead.has(nextIndex)) nextIndex += 1;
        for (const stored of storedAhead) if (stored < nextIndex) storedAhead.delete(stored);
        prepared.delete(index);
      } else {
        // The server holds other chunks than this upload thought (it lost them, or another tab
        // sent some): once the chunks in flight are answered, go on from its next_index.
        turnsMissed += 1;
        if (turnsMissed > retries) {
          const cause = { kind: 'rejected', status: 409, error: outcome } as const;
          return { kind: 'failed', nextIndex, cause };
        }
        await Promise.all(inFlight.values());
        inFlight.clear();
        nextIndex = outcome.nextIndex;
        storedAhead.clear();
        prepared.clear();
      }
      report();
    }
    if (stop.signal.aborted) return { kind: 'aborted', nextIndex };
    return { kind: 'failed', nextIndex, cause: { kind: 'incomplete' } };
  } finally {
    signal?.removeEventListener('abort', abort);
    // Whatever is still in flight (the upload failed or was aborted) stops.
    stop.abort();
  }
}

// A 401 once: the client's session is refreshed after it (a chunk is not replayed for it).
function isRetryable(failure: UploadFailure, failures: number): boolean {
  if (failure.kind !== 'rejected') return true;
  if (failure.status === 401) return failures === 0;
  return failure.status >= 500 || failure.status === 408 || failure.status === 429;
}
