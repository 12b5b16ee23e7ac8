import { type NodeProcess, nodeProcess } from './node-process.ts';

/** A chunk's request body, and the `duplex` fetch needs when it is a stream. */
export type ChunkBody = { body: Uint8Array } | { body: ReadableStream<Uint8Array>; duplex: 'half' };

/**
 * How a chunk's bytes go out. In Node, as a stream of the one array: Node's fetch copies a body
 * given as bytes before sending it (the Fetch standard's "extract a body"), and that megabyte per
 * chunk, with the garbage collections it set off, cost the client a sixth of its time
 * (`bench/uploads`). A stream's pieces are sent as they are. Browsers get the bytes: they send a
 * streamed body over HTTP/2 only, if at all. Each call makes a new stream, so a retry sends the
 * same bytes again.
 */
export function chunkBody(
  bytes: Uint8Array,
  node: NodeProcess | undefined = nodeProcess(),
): ChunkBody {
  if (!node?.getBuiltinModule) return { body: bytes };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return { body, duplex: 'half' };
}
