import { nodeProcess } from './node-process.ts';

/** A chunk's request body, and the `duplex` fetch needs when it is a stream. */
export type ChunkBody = { body: Uint8Array } | { body: ReadableStream<Uint8Array>; duplex: 'half' };

/**
 * Whether fetch here is Node's, which sends a streamed body over HTTP/1.1: a process that hands
 * out built-in modules, and no page (Electron's renderer and jsdom have both, and a browser's
 * fetch or a stand-in for one).
 */
export const fetchStreamsBodies = (scope: object = globalThis): boolean =>
  typeof nodeProcess()?.getBuiltinModule === 'function' && !('document' in scope);

/**
 * How a chunk's bytes go out. Where fetch is Node's, as a stream of the one array: Node's fetch
 * copies a body given as bytes before sending it (the Fetch standard's "extract a body"), and
 * that megabyte per chunk, with the garbage collections it set off, cost the client a sixth of
 * its time (`bench/uploads`); a stream's pieces are sent as they are. Browsers get the bytes:
 * they send a streamed body over HTTP/2 only, if at all. Each call makes a new stream, so a
 * retry sends the same bytes again.
 */
export function chunkBody(bytes: Uint8Array, streamed = fetchStreamsBodies()): ChunkBody {
  if (!streamed) return { body: bytes };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return { body, duplex: 'half' };
}
