import { createHash } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { takesInTurn } from './chunk-turn.ts';
import { BASE } from './fake-api.ts';

interface ReceivedChunk {
  path: string;
  query: Record<string, string>;
  contentType: string | null;
  authorization: string | null;
  bytes: Buffer;
}

const lowestMissing = (chunks: Map<number, Buffer>) => {
  let index = 0;
  while (chunks.has(index)) index += 1;
  return index;
};

/**
 * The chunk endpoints as the contract describes them: the first chunk alone, then the lowest
 * missing and the five after it, the last once the others are stored (otherwise 409 F12); MD5
 * checked (422 F11, index unchanged); a stored chunk answers 200 with the lowest missing index;
 * the last chunk answers finalFilename; plus the resume probe. `interfere(n)` may answer the
 * n-th chunk request itself (a failure) or return 'corrupt' to damage its bytes on the way.
 */
export function fakeChunkApi() {
  const state = {
    received: [] as ReceivedChunk[],
    stored: new Map<string, Map<number, Buffer>>(),
    interfere: (_call: number): Response | 'corrupt' | undefined => undefined,
  };
  const keyOf = (kind: string, query: Record<string, string>) =>
    `${kind}:${query.name}:${query.local_bookId}:${query.international_bookId}`;
  const chunkHandler = (path: string, kind: string, indexField: string) =>
    http.post(`${BASE}${path}`, async ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      let bytes = Buffer.from(await request.arrayBuffer());
      const call = state.received.length;
      state.received.push({
        path,
        query,
        bytes,
        contentType: request.headers.get('Content-Type'),
        authorization: request.headers.get('Authorization'),
      });
      const interference = state.interfere(call);
      if (interference instanceof Response) return interference;
      if (interference === 'corrupt') bytes = Buffer.concat([bytes, Buffer.from([0])]);
      const chunks = state.stored.get(keyOf(kind, query)) ?? new Map<number, Buffer>();
      state.stored.set(keyOf(kind, query), chunks);
      const index = Number(query[indexField]);
      const total = Number(query.totalChunks);
      const next = lowestMissing(chunks);
      if (!chunks.has(index) && !takesInTurn(index, next, total)) {
        return HttpResponse.json(
          { statusCode: 'F12', description: 'Unexpected chunk index', next_index: next },
          { status: 409 },
        );
      }
      if (chunks.has(index))
        return HttpResponse.json({ statusCode: 0, description: 'Successful', next_index: next });
      if (createHash('md5').update(bytes).digest('hex') !== query.md5_chunk) {
        return HttpResponse.json(
          { statusCode: 'F11', description: 'Chunk checksum mismatch', next_index: next },
          { status: 422 },
        );
      }
      chunks.set(index, bytes);
      const done = chunks.size === total;
      return HttpResponse.json({
        statusCode: 0,
        description: 'Successful',
        next_index: lowestMissing(chunks),
        ...(done ? { finalFilename: `b${query.local_bookId}-${kind}-7f3c9a.pdf` } : {}),
      });
    });
  const handlers = [
    chunkHandler('/session/v2/packet', 'book', 'currentChunkIndex'),
    chunkHandler('/session/v2/packet-cover', 'cover', 'currentCoverChunkIndex'),
    chunkHandler('/session/v2/packet-audio', 'audio', 'currentChunkIndex'),
    http.get(`${BASE}/session/v2/packet-status`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const next = lowestMissing(state.stored.get(keyOf(query.kind ?? '', query)) ?? new Map());
      return HttpResponse.json({ statusCode: 0, description: 'Successful', next_index: next });
    }),
  ];
  return { state, handlers };
}
