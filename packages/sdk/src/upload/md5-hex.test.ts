import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chooseMd5, md5Hex } from './md5-hex.ts';

const chunk = new Uint8Array(1_024_000).map((_, i) => (i * 31) % 251);

describe('md5Hex', () => {
  it('matches the RFC 1321 test vectors', async () => {
    expect(await md5Hex(new Uint8Array())).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(await md5Hex(new TextEncoder().encode('abc'))).toBe('900150983cd24fb0d6963f7d28e17f72');
  });

  it('matches node:crypto on a full 1,024,000-byte chunk', async () => {
    expect(await md5Hex(chunk)).toBe(createHash('md5').update(chunk).digest('hex'));
  });

  it("uses Node's own MD5 in Node and hash-wasm's elsewhere, with the same digests", async () => {
    const asked: string[] = [];
    const inNode = await chooseMd5({
      getBuiltinModule: (id) => {
        asked.push(id);
        return process.getBuiltinModule(id);
      },
    });
    const elsewhere = await chooseMd5({});
    expect(asked).toEqual(['node:crypto']);
    expect(elsewhere).toBe((await import('./hash-wasm-md5.ts')).md5);
    const expected = createHash('md5').update(chunk).digest('hex');
    expect(await inNode(chunk)).toBe(expected);
    expect(await elsewhere(chunk)).toBe(expected);
  });
});
