import { createHash } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryTokenStore } from '../session/memory-token-store.ts';
import { BASE, NOW, tokenPair } from '../test-support/fake-api.ts';
import { fakeChunkApi } from '../test-support/fake-chunk-api.ts';
import type { UploadProgress } from '../upload/upload-in-chunks.ts';
import { createPodClient } from './create-pod-client.ts';

const api = fakeChunkApi();
const server = setupServer(...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  api.state.received = [];
  api.state.stored.clear();
  api.state.interfere = () => undefined;
});
afterAll(() => server.close());

const tokens = tokenPair();
const pod = () =>
  createPodClient({ baseUrl: BASE, tokenStore: memoryTokenStore(tokens), now: () => NOW });
const pdf = (size: number, name = 'the-karoo-road.pdf') =>
  new File([new Uint8Array(size).map((_, i) => (i * 7) % 256)], name, {
    type: 'application/pdf',
  });
const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
const ids = { localBookId: 101, internationalBookId: 102 };
const quick = { retryDelayMs: 0 };
/** A 400-byte book file of which the server already stores the first two 100-byte chunks. */
async function fileTheServerHalfHas() {
  const file = pdf(400);
  const whole = Buffer.from(await file.arrayBuffer());
  api.state.stored.set(
    'book:the-karoo-road.pdf:101:102',
    new Map([
      [0, whole.subarray(0, 100)],
      [1, whole.subarray(100, 200)],
    ]),
  );
  return file;
}
/** The book file's chunks the server stores, joined in their order. */
const storedBook = () =>
  Buffer.concat(
    [...(api.state.stored.get('book:the-karoo-road.pdf:101:102') ?? new Map<number, Buffer>())]
      .sort(([a], [b]) => a - b)
      .map(([, bytes]) => bytes),
  );
const sentIndexes = () =>
  api.state.received.map((chunk) =>
    Number(chunk.query.currentChunkIndex ?? chunk.query.currentCoverChunkIndex),
  );

describe('pod.uploads', () => {
  it('sends a book file in 1,024,000-byte chunks with the query fields of the contract', async () => {
    const file = pdf(2_100_000);
    const progress: UploadProgress[] = [];
    const result = await pod().uploads.bookFile(
      { file, ...ids },
      { onProgress: (p) => progress.push(p) },
    );
    expect(result).toEqual({ kind: 'done', finalFilename: 'b101-book-7f3c9a.pdf' });
    const whole = Buffer.from(await file.arrayBuffer());
    expect(api.state.received.map((chunk) => chunk.query)).toEqual(
      [0, 1, 2].map((index) => ({
        name: 'the-karoo-road.pdf',
        size: '2100000',
        local_bookId: '101',
        international_bookId: '102',
        totalChunks: '3',
        md5_chunk: md5(whole.subarray(index * 1_024_000, (index + 1) * 1_024_000)),
        currentChunkIndex: String(index),
      })),
    );
    for (const chunk of api.state.received) {
      expect(chunk.contentType).toBe('application/octet-stream');
      expect(chunk.authorization).toBe(`Bearer ${tokens.accessToken}`);
    }
    const stored = storedBook();
    expect(stored.equals(whole)).toBe(true);
    expect(progress.map((p) => [p.chunks, p.bytes])).toEqual([
      [1, 1_024_000],
      [2, 2_048_000],
      [3, 2_100_000],
    ]);
  });

  it('sends covers with currentCoverChunkIndex and takes a name for a plain Blob', async () => {
    const blob = new Blob([new Uint8Array(300)]);
    const result = await pod().uploads.coverFile(
      { file: blob, name: 'cover.pdf', ...ids },
      { chunkSize: 100 },
    );
    expect(result).toEqual({ kind: 'done', finalFilename: 'b101-cover-7f3c9a.pdf' });
    expect(sentIndexes()).toEqual([0, 1, 2]);
    expect(api.state.received.every((chunk) => chunk.path === '/session/v2/packet-cover')).toBe(
      true,
    );
  });

  it('sends audio chapters to the audio endpoint', async () => {
    const result = await pod().uploads.audioFile({ file: pdf(10, 'chapter-1.mp3'), ...ids });
    expect(result).toEqual({ kind: 'done', finalFilename: 'b101-audio-7f3c9a.pdf' });
    expect(api.state.received[0]?.path).toBe('/session/v2/packet-audio');
  });

  it('retries a chunk that failed twice, then goes on', async () => {
    api.state.interfere = (call) => {
      if (call === 1) return HttpResponse.json({ statusCode: 500 }, { status: 503 });
      if (call === 2) return HttpResponse.error();
      return undefined;
    };
    const result = await pod().uploads.bookFile(
      { file: pdf(300), ...ids },
      { chunkSize: 100, ...quick },
    );
    expect(result.kind).toBe('done');
    expect(sentIndexes()).toEqual([0, 1, 1, 1, 2]);
  });

  it('after a 401 refreshes the session and sends the chunk again with the new token', async () => {
    const fresh = tokenPair();
    server.use(http.post(`${BASE}/authO/refresh`, () => HttpResponse.json(fresh)));
    api.state.interfere = (call) =>
      call === 1 ? HttpResponse.json({ description: 'revoked' }, { status: 401 }) : undefined;
    const result = await pod().uploads.bookFile(
      { file: pdf(300), ...ids },
      { chunkSize: 100, ...quick },
    );
    expect(result.kind).toBe('done');
    expect(sentIndexes()).toEqual([0, 1, 1, 2]);
    expect(api.state.received.map((chunk) => chunk.authorization)).toEqual([
      `Bearer ${tokens.accessToken}`,
      `Bearer ${tokens.accessToken}`,
      `Bearer ${fresh.accessToken}`,
      `Bearer ${fresh.accessToken}`,
    ]);
  });

  it('re-sends a chunk the server refused for an MD5 mismatch (422 F11)', async () => {
    api.state.interfere = (call) => (call === 1 ? 'corrupt' : undefined);
    const result = await pod().uploads.bookFile(
      { file: pdf(300), ...ids },
      { chunkSize: 100, ...quick },
    );
    expect(result.kind).toBe('done');
    expect(sentIndexes()).toEqual([0, 1, 1, 2]);
  });

  it('fails without retrying when the server rejects the file type (415 F10)', async () => {
    api.state.interfere = () =>
      HttpResponse.json(
        { statusCode: 'F10', description: 'File type not allowed' },
        { status: 415 },
      );
    const result = await pod().uploads.bookFile({ file: pdf(10), ...ids }, quick);
    expect(result).toEqual({
      kind: 'failed',
      nextIndex: 0,
      cause: {
        kind: 'rejected',
        status: 415,
        error: { statusCode: 'F10', description: 'File type not allowed' },
      },
    });
    expect(api.state.received).toHaveLength(1);
  });

  it("resumes after an abort from the server's next_index", async () => {
    const file = pdf(400);
    const controller = new AbortController();
    const first = await pod().uploads.bookFile(
      { file, ...ids },
      {
        chunkSize: 100,
        signal: controller.signal,
        parallel: 1,
        onProgress: ({ chunks }) => chunks === 2 && controller.abort(),
      },
    );
    expect(first).toEqual({ kind: 'aborted', nextIndex: 2 });

    const second = await pod().uploads.bookFile({ file, ...ids }, { chunkSize: 100 });
    expect(second.kind).toBe('done');
    expect(sentIndexes()).toEqual([0, 1, 2, 3]);
    const stored = storedBook();
    expect(stored.equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
  });

  it('follows next_index when the server cannot say where an upload stands', async () => {
    const file = await fileTheServerHalfHas();
    server.use(
      http.get(`${BASE}/session/v2/packet-status`, () =>
        HttpResponse.json({ statusCode: 404, description: 'Not found' }, { status: 404 }),
      ),
    );
    const result = await pod().uploads.bookFile({ file, ...ids }, { chunkSize: 100 });
    expect(result.kind).toBe('done');
    expect(sentIndexes()).toEqual([0, 2, 3]);
  });

  it('goes back to next_index when told a chunk came out of order (409 F12)', async () => {
    const file = await fileTheServerHalfHas();
    const result = await pod().uploads.bookFile(
      { file, ...ids },
      { chunkSize: 100, startIndex: 3 },
    );
    expect(result.kind).toBe('done');
    expect(sentIndexes()).toEqual([3, 2, 3]);
  });
});
