import { describe, expect, it } from 'vitest';
import { chunkBody, fetchStreamsBodies } from './chunk-body.ts';

const bytes = new Uint8Array(4096).map((_, i) => (i * 7) % 251);

describe('chunkBody', () => {
  it("streams the bytes where fetch is Node's, a new stream each time, and leaves them intact", async () => {
    const first = chunkBody(bytes, true);
    const again = chunkBody(bytes, true);
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
    expect(chunkBody(bytes, false)).toEqual({ body: bytes });
  });
});

describe('fetchStreamsBodies', () => {
  it("is true in Node, and false in a page that also has Node's process (Electron, jsdom)", () => {
    expect(fetchStreamsBodies()).toBe(true);
    expect(fetchStreamsBodies({ document: {} })).toBe(false);
  });
});
