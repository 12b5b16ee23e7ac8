import { describe, expect, it } from 'vitest';
import { blobBytes } from './blob-bytes.ts';

const bytes = (length: number, seed: number) =>
  new Uint8Array(length).map((_, i) => (i * 7 + seed) % 256);

describe('blobBytes', () => {
  it('reads a slice within one part of a Blob', async () => {
    const part = bytes(100_000, 1);
    const blob = new Blob([bytes(10, 2), part, bytes(10, 3)]);
    expect(await blobBytes(blob.slice(10, 100_010))).toEqual(part);
  });

  it('joins a slice across parts into one array, in order', async () => {
    const [first, second, third] = [bytes(70_000, 4), bytes(5, 5), bytes(90_000, 6)];
    const blob = new Blob([first, second, third]);
    const expected = new Uint8Array([...first.subarray(100), ...second, ...third.subarray(0, 80)]);
    expect(await blobBytes(blob.slice(100, 70_085))).toEqual(expected);
  });

  it('reads an empty Blob as no bytes', async () => {
    expect(await blobBytes(new Blob([]))).toEqual(new Uint8Array());
  });
});
