import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { strokePng } from '../test/png.ts';
import { withPngResolution } from './cover-template-png.ts';

/** The types of a PNG's chunks, in order, and its pHYs chunk's data. */
function chunksOf(bytes: Buffer) {
  const types: string[] = [];
  let phys: Buffer | undefined;
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    types.push(type);
    if (type === 'pHYs') phys = bytes.subarray(at + 8, at + 8 + length);
    at += 12 + length;
  }
  return { types, phys };
}

describe('withPngResolution', () => {
  it('says 300 ppi in a pHYs chunk right after IHDR, and the pixels are unchanged', () => {
    const png = strokePng(40, 20);
    const marked = withPngResolution(png);
    const { types, phys } = chunksOf(marked);
    expect(types).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']);
    expect(phys?.readUInt32BE(0)).toBe(11811);
    expect(phys?.readUInt32BE(4)).toBe(11811);
    expect(phys?.readUInt8(8)).toBe(1);
    // pngjs checks every chunk's CRC while decoding.
    expect(PNG.sync.read(marked).data).toEqual(PNG.sync.read(Buffer.from(png)).data);
  });

  it('replaces a resolution already said rather than adding a second', () => {
    const twice = withPngResolution(withPngResolution(strokePng(10, 10), 2835), 11811);
    const { types, phys } = chunksOf(twice);
    expect(types.filter((type) => type === 'pHYs')).toHaveLength(1);
    expect(phys?.readUInt32BE(0)).toBe(11811);
  });

  it('refuses bytes that are not a PNG', () => {
    expect(() => withPngResolution(new Uint8Array(40))).toThrow('not a PNG');
  });
});
