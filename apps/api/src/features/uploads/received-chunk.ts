import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { UPLOAD_CHUNK_BYTES } from '@pod-portal/domain';
import { ApiError } from '../../http/api-error.ts';
import { readDataUrl } from '../../lib/data-url.ts';

/** A chunk as it was received: its bytes in the pieces they came in, their count and MD5. */
export interface ReceivedChunk {
  pieces: Buffer[];
  bytes: number;
  md5: string;
}

const SMALL_PIECE = 16 * 1024;
const DATA_URL_HEAD = /^data:[^;,]*;base64$/;

/**
 * Reads a chunk's body: raw bytes as a stream (`application/octet-stream`), hashed as they
 * arrive and kept in their pieces (never copied into one buffer), or a base64 data URL in a
 * `text/plain` body (the product's original client). Null when neither; a body longer than a
 * chunk fails with 413 as soon as it is.
 */
export async function receivedChunk(body: unknown): Promise<ReceivedChunk | null> {
  if (typeof body === 'string') {
    // No cap of its own: the route's body limit keeps it near a chunk, and a chunk of the
    // wrong length is answered by receiveChunk.
    const read = readDataUrl(body.trim(), {
      head: DATA_URL_HEAD,
      maxBytes: Number.POSITIVE_INFINITY,
      malformed: null,
      tooLarge: null,
    });
    if (!read.ok) return null;
    const { bytes } = read;
    return {
      pieces: [bytes],
      bytes: bytes.length,
      md5: createHash('md5').update(bytes).digest('hex'),
    };
  }
  if (!(body instanceof Readable)) return null;
  const hash = createHash('md5');
  const pieces: Buffer[] = [];
  // Small pieces (a connection trickling its bytes) are gathered into one, so a chunk is never
  // held as thousands of tiny buffers.
  let small: Buffer[] = [];
  let smallBytes = 0;
  const keepSmall = () => {
    if (small.length > 0) pieces.push(Buffer.concat(small));
    small = [];
    smallBytes = 0;
  };
  let bytes = 0;
  // Not destroyed when left early: the answer (413) still goes out on the connection.
  for await (const piece of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    bytes += piece.length;
    if (bytes > UPLOAD_CHUNK_BYTES)
      throw new ApiError(413, `A chunk is at most ${UPLOAD_CHUNK_BYTES} bytes`);
    hash.update(piece);
    if (piece.length >= SMALL_PIECE) {
      keepSmall();
      pieces.push(piece);
    } else {
      small.push(piece);
      smallBytes += piece.length;
      if (smallBytes >= SMALL_PIECE) keepSmall();
    }
  }
  keepSmall();
  return { pieces, bytes, md5: hash.digest('hex') };
}
