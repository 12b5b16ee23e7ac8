import { describe, expect, it } from 'vitest';
import { chunkBody } from './chunk-body.ts';

const bytes = new Uint8Array(4096).map((_, i) => (i * 7) % 251);

describe('chunkBody', () => {
  it('streams the bytes in Node, a new stream each time, and leaves them intact', async () => {
    const node = { getBuiltinModule: process.getBuiltinModule };
    const first = chunkBody(bytes, node);
    const again = chunkBody(bytes, node);
    expect(first).toMatchObject({ duplex: 'half' });
    expect(first.body).toBeInstanceOf(ReadableStream);
    expect(again.body).not.toBe(first.body);
    const sent = async (body: Uint8Array | ReadableStream<Uint8Array>) =>
      new Uint8Array(await new Response(body as ReadableStream<Uint8Array>).arrayBuffer());
    expect(await sent(first.body)).toEqual(bytes);
    expect(await sent(again.body)).toEqual(bytes);
    expect(bytes.byteLength).toBe(4096);
  });

  it('hands a browser the bytes themselves', () => {
    expect(chunkBody(bytes, {})).toEqual({ body: bytes });
  });
});
