import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takesInTurn } from '../test-support/chunk-turn.ts';
import {
  type ChunkAnswer,
  type ChunkToSend,
  defaultChunksInFlight,
  MAX_CHUNKS_IN_FLIGHT,
  PAGE_CHUNKS_IN_FLIGHT,
  type UploadProgress,
  uploadInChunks,
} from './upload-in-chunks.ts';

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
const fileOf = (size: number) => new Blob([new Uint8Array(size).map((_, i) => (i * 13) % 256)]);

/**
 * A server that takes chunks as the contract says (the first alone, then the lowest missing and
 * the five after it, the last once the others are stored); `script[n]`, when given, is its
 * answer to the n-th call (an Error is thrown, as fetch does on a network failure) and changes
 * nothing on the server.
 */
function fakeServer(totalChunks: number, script: Record<number, ChunkAnswer | Error> = {}) {
  const received: ChunkToSend[] = [];
  const times: number[] = [];
  let next = 0;
  const ahead = new Set<number>();
  const send = async (chunk: ChunkToSend): Promise<ChunkAnswer> => {
    const scripted = script[received.length];
    received.push(chunk);
    times.push(Date.now());
    if (scripted instanceof Error) throw scripted;
    if (scripted) return scripted;
    if (chunk.index < next) return { kind: 'stored', nextIndex: next };
    if (!takesInTurn(chunk.index, next, totalChunks)) return { kind: 'outOfTurn', nextIndex: next };
    ahead.add(chunk.index);
    while (ahead.delete(next)) next += 1;
    return next === totalChunks
      ? { kind: 'finished', finalFilename: 'stored-name.pdf' }
      : { kind: 'stored', nextIndex: next };
  };
  return { send, received, times, setNext: (index: number) => (next = index) };
}

/** `send`, answering after a few turns of the event loop (a request takes a while). */
const slowly =
  (send: (chunk: ChunkToSend) => Promise<ChunkAnswer>) => async (chunk: ChunkToSend) => {
    for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    return send(chunk);
  };

const bytesOf = (chunk: ChunkToSend) => chunk.body;

/** Runs the upload to the end, moving the fake clock whenever it waits for a backoff. */
async function finish<T>(promise: Promise<T>): Promise<T> {
  let settled = false;
  void promise.finally(() => {
    settled = true;
  });
  while (!settled) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersToNextTimerAsync();
  }
  return promise;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('uploadInChunks', () => {
  it('sends the first chunk alone, then six at once, and the last once the others are stored', async () => {
    const server = fakeServer(8);
    let inFlight = 0;
    const sent: Array<{ index: number; alongside: number; storedBefore: number }> = [];
    let stored = 0;
    const send = async (chunk: ChunkToSend) => {
      sent.push({ index: chunk.index, alongside: inFlight, storedBefore: stored });
      inFlight += 1;
      const answer = await slowly(server.send)(chunk);
      inFlight -= 1;
      stored += 1;
      return answer;
    };
    const result = await finish(uploadInChunks(fileOf(800), send, { chunkSize: 100 }));
    expect(result).toEqual({ kind: 'done', finalFilename: 'stored-name.pdf' });
    expect(sent[0]).toEqual({ index: 0, alongside: 0, storedBefore: 0 });
    expect(Math.max(...sent.map((chunk) => chunk.alongside))).toBe(MAX_CHUNKS_IN_FLIGHT - 1);
    expect(sent.at(-1)).toEqual({ index: 7, alongside: 0, storedBefore: 7 });
    expect(sent.map((chunk) => chunk.index).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('sends four at once from a page, leaving the browser a connection for the app', async () => {
    // A page: the browser's six connections to the server are shared with the app's calls.
    vi.stubGlobal('document', {});
    try {
      expect(defaultChunksInFlight()).toBe(PAGE_CHUNKS_IN_FLIGHT);
      const server = fakeServer(10);
      let inFlight = 0;
      let most = 0;
      const send = async (chunk: ChunkToSend) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        const answer = await slowly(server.send)(chunk);
        inFlight -= 1;
        return answer;
      };
      const result = await finish(uploadInChunks(fileOf(1000), send, { chunkSize: 100 }));
      expect(result).toEqual({ kind: 'done', finalFilename: 'stored-name.pdf' });
      expect(most).toBe(PAGE_CHUNKS_IN_FLIGHT);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(defaultChunksInFlight()).toBe(MAX_CHUNKS_IN_FLIGHT);
    expect(PAGE_CHUNKS_IN_FLIGHT).toBeLessThan(MAX_CHUNKS_IN_FLIGHT);
  });

  it('sends one chunk at a time with parallel 1, reading and hashing the next meanwhile', async () => {
    const file = fileOf(2_500_000);
    const read: number[] = [];
    const slice = file.slice.bind(file);
    vi.spyOn(file, 'slice').mockImplementation((start, end) => {
      read.push(Math.floor((start ?? 0) / 1_024_000));
      return slice(start, end);
    });
    const server = fakeServer(3);
    const readWhileSending: number[][] = [];
    const send = async (chunk: ChunkToSend) => {
      // What was read by the time the server answers this chunk.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      readWhileSending.push([...read]);
      return server.send(chunk);
    };
    expect(await finish(uploadInChunks(file, send, { parallel: 1 }))).toMatchObject({
      kind: 'done',
    });
    expect(readWhileSending).toEqual([
      [0, 1],
      [0, 1, 2],
      [0, 1, 2],
    ]);
    expect(server.received.map((chunk) => [chunk.index, chunk.md5])).toEqual(
      [0, 1, 2].map((index) => [
        index,
        md5(
          new Uint8Array(2_500_000)
            .map((_, i) => (i * 13) % 256)
            .subarray(index * 1_024_000, (index + 1) * 1_024_000),
        ),
      ]),
    );
  });

  it('sends 1,024,000-byte chunks by default, each with the MD5 of its bytes', async () => {
    const file = fileOf(2_500_000);
    const server = fakeServer(3);
    const result = await finish(uploadInChunks(file, server.send));
    expect(result).toEqual({ kind: 'done', finalFilename: 'stored-name.pdf' });
    const sizes = server.received.map((chunk) => chunk.body.length);
    expect(sizes).toEqual([1_024_000, 1_024_000, 452_000]);
    const whole = Buffer.from(await file.arrayBuffer());
    for (const [i, chunk] of server.received.entries()) {
      const expected = whole.subarray(i * 1_024_000, (i + 1) * 1_024_000);
      expect(Buffer.from(await bytesOf(chunk)).equals(expected)).toBe(true);
      expect(chunk.md5).toBe(md5(expected));
      expect(chunk).toMatchObject({ index: i, totalChunks: 3 });
    }
  });

  it('takes a chunk size and reports progress after every chunk the server holds', async () => {
    const progress: UploadProgress[] = [];
    const server = fakeServer(3);
    await finish(
      uploadInChunks(fileOf(250), server.send, {
        chunkSize: 100,
        onProgress: (p) => progress.push(p),
      }),
    );
    expect(progress).toEqual([
      { chunks: 1, totalChunks: 3, bytes: 100, totalBytes: 250 },
      { chunks: 2, totalChunks: 3, bytes: 200, totalBytes: 250 },
      { chunks: 3, totalChunks: 3, bytes: 250, totalBytes: 250 },
    ]);
  });

  it('sends an empty file as one empty chunk', async () => {
    const server = fakeServer(1);
    const result = await finish(uploadInChunks(new Blob([]), server.send));
    expect(result.kind).toBe('done');
    expect(server.received.map((chunk) => chunk.totalChunks)).toEqual([1]);
  });

  it('retries a chunk that failed twice with exponential backoff, then goes on', async () => {
    const server = fakeServer(2, {
      1: new TypeError('fetch failed'),
      2: { kind: 'rejected', status: 503, error: { description: 'busy' } },
    });
    const result = await finish(
      uploadInChunks(fileOf(200), server.send, { chunkSize: 100, retryDelayMs: 500 }),
    );
    expect(result).toEqual({ kind: 'done', finalFilename: 'stored-name.pdf' });
    expect(server.received.map((chunk) => chunk.index)).toEqual([0, 1, 1, 1]);
    const [, first = 0, second = 0, third = 0] = server.times;
    expect([second - first, third - second]).toEqual([500, 1000]);
  });

  it('gives up after the bounded number of retries and says where to resume', async () => {
    const failing = [1, 2, 3, 4, 5].map((call) => [call, new TypeError('fetch failed')]);
    const server = fakeServer(2, Object.fromEntries(failing));
    const result = await finish(
      uploadInChunks(fileOf(200), server.send, { chunkSize: 100, retries: 2 }),
    );
    expect(result).toMatchObject({ kind: 'failed', nextIndex: 1, cause: { kind: 'network' } });
    expect(server.received).toHaveLength(4);
  });

  it('does not retry an answer retrying cannot fix', async () => {
    const server = fakeServer(1, {
      0: { kind: 'rejected', status: 400, error: { description: 'bad' } },
    });
    const result = await finish(uploadInChunks(fileOf(10), server.send));
    expect(result).toEqual({
      kind: 'failed',
      nextIndex: 0,
      cause: { kind: 'rejected', status: 400, error: { description: 'bad' } },
    });
    expect(server.received).toHaveLength(1);
  });

  it('re-sends a chunk the server refused for its MD5', async () => {
    const server = fakeServer(2, { 0: { kind: 'mismatch' } });
    const result = await finish(uploadInChunks(fileOf(200), server.send, { chunkSize: 100 }));
    expect(result.kind).toBe('done');
    expect(server.received.map((chunk) => chunk.index)).toEqual([0, 0, 1]);
    expect(server.received[1]?.md5).toBe(server.received[0]?.md5);
  });

  it('fails with a mismatch when the server keeps refusing the chunk', async () => {
    const again = { kind: 'mismatch' } as const;
    const server = fakeServer(1, { 0: again, 1: again, 2: again, 3: again });
    const result = await finish(uploadInChunks(fileOf(10), server.send, { retries: 3 }));
    expect(result).toEqual({ kind: 'failed', nextIndex: 0, cause: { kind: 'mismatch' } });
  });

  it("continues from the server's next_index, even when it skips ahead", async () => {
    const server = fakeServer(4);
    server.setNext(2); // the server already holds chunks 0 and 1
    const result = await finish(uploadInChunks(fileOf(400), server.send, { chunkSize: 100 }));
    expect(result.kind).toBe('done');
    expect(server.received.map((chunk) => chunk.index)).toEqual([0, 2, 3]);
  });

  it('starts again from the next_index of an out-of-turn answer (the server lost the chunks)', async () => {
    const server = fakeServer(4);
    const result = await finish(
      uploadInChunks(fileOf(400), server.send, { chunkSize: 100, startIndex: 2 }),
    );
    expect(result.kind).toBe('done');
    const [refused, ...again] = server.received.map((chunk) => chunk.index);
    expect(refused).toBe(2);
    expect(again[0]).toBe(0);
    expect(again.sort()).toEqual([0, 1, 2, 3]);
  });

  it('fails when the server never takes a chunk in turn', async () => {
    const never = async (): Promise<ChunkAnswer> => ({ kind: 'outOfTurn', nextIndex: 0 });
    const result = await finish(uploadInChunks(fileOf(10), never, { retries: 2 }));
    expect(result).toMatchObject({
      kind: 'failed',
      nextIndex: 0,
      cause: { kind: 'rejected', status: 409 },
    });
  });

  it('ends the upload on a failure that stays, stopping the chunks in flight', async () => {
    const server = fakeServer(6);
    server.setNext(1);
    const inFlight: ChunkToSend[] = [];
    const send = async (chunk: ChunkToSend): Promise<ChunkAnswer> => {
      if (chunk.index === 1)
        return { kind: 'rejected', status: 400, error: { description: 'bad' } };
      inFlight.push(chunk);
      // Answered only once stopped.
      await new Promise((resolve) => chunk.signal.addEventListener('abort', resolve));
      throw new DOMException('aborted', 'AbortError');
    };
    const result = await finish(
      uploadInChunks(fileOf(600), send, { chunkSize: 100, startIndex: 1 }),
    );
    expect(result).toMatchObject({ kind: 'failed', nextIndex: 1, cause: { status: 400 } });
    expect(inFlight.map((chunk) => chunk.index)).toEqual([2, 3, 4]);
    expect(inFlight.every((chunk) => chunk.signal.aborted)).toBe(true);
  });

  it('stops on abort, then resumes from the nextIndex it gave', async () => {
    const controller = new AbortController();
    const server = fakeServer(4);
    const sendThenAbort = async (chunk: ChunkToSend) => {
      const answer = await server.send(chunk);
      if (chunk.index === 1) controller.abort();
      return answer;
    };
    const first = await finish(
      uploadInChunks(fileOf(400), sendThenAbort, {
        chunkSize: 100,
        signal: controller.signal,
        parallel: 1,
      }),
    );
    expect(first).toEqual({ kind: 'aborted', nextIndex: 2 });

    const startIndex = first.kind === 'aborted' ? first.nextIndex : Number.NaN;
    const second = await finish(
      uploadInChunks(fileOf(400), server.send, { chunkSize: 100, startIndex }),
    );
    expect(second.kind).toBe('done');
    expect(server.received.map((chunk) => chunk.index)).toEqual([0, 1, 2, 3]);
  });

  it('stops when aborted during a request or a backoff wait', async () => {
    const controller = new AbortController();
    const abortedFetch = async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    };
    expect(
      await finish(uploadInChunks(fileOf(10), abortedFetch, { signal: controller.signal })),
    ).toEqual({ kind: 'aborted', nextIndex: 0 });

    const waiting = new AbortController();
    const failing = async (): Promise<ChunkAnswer> => {
      setTimeout(() => waiting.abort(), 10);
      return { kind: 'rejected', status: 503, error: null };
    };
    expect(await finish(uploadInChunks(fileOf(10), failing, { signal: waiting.signal }))).toEqual({
      kind: 'aborted',
      nextIndex: 0,
    });
  });

  it('fails when the server stops answering next indexes without a final file name', async () => {
    const server = fakeServer(1, { 0: { kind: 'stored', nextIndex: 1 } });
    const result = await finish(uploadInChunks(fileOf(10), server.send));
    expect(result).toEqual({ kind: 'failed', nextIndex: 1, cause: { kind: 'incomplete' } });
  });
});
