import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { blankPng, pngDataUrl, strokePng } from '../../test/png.ts';
import { readDrawnImage } from './drawn-image.ts';

/** A PNG whose header claims `width` x `height` (its pixel data is not there). */
function headerOnlyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const body = Buffer.concat([Buffer.from('IHDR'), header]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    length,
    body,
    crc,
    deflateSync(Buffer.alloc(16)),
  ]);
}

describe('readDrawnImage', () => {
  it('accepts a drawn PNG and answers its bytes', () => {
    const png = strokePng(500, 200);
    const read = readDrawnImage(pngDataUrl(png), 'signature');
    expect(read).toEqual({ ok: true, png: new Uint8Array(png) });
  });

  it('refuses a blank pad, transparent or white', () => {
    expect(readDrawnImage(pngDataUrl(blankPng(500, 200)), 'initials')).toEqual({
      ok: false,
      message: 'Please draw your initials',
    });
  });

  it('refuses what is not a PNG data URL, or not a PNG inside one', () => {
    const notPng = { ok: false, message: 'Your signature must be a PNG image drawn in the box' };
    expect(readDrawnImage('data:image/jpeg;base64,/9j/4AAQ', 'signature')).toEqual(notPng);
    expect(readDrawnImage('data:image/png;base64,<script>', 'signature')).toEqual(notPng);
    expect(
      readDrawnImage(
        `data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`,
        'signature',
      ),
    ).toEqual(notPng);
    const corrupted = Buffer.from(strokePng(50, 20));
    corrupted.writeUInt8(corrupted.readUInt8(corrupted.length - 20) ^ 0xff, corrupted.length - 20);
    expect(readDrawnImage(pngDataUrl(corrupted), 'signature')).toEqual(notPng);
  });

  it('refuses an image larger than a pad before decoding it, and one over 1 MB', () => {
    expect(readDrawnImage(pngDataUrl(headerOnlyPng(100_000, 100_000)), 'signature')).toEqual({
      ok: false,
      message: 'Your signature image is too large: draw it in the box',
    });
    const big = Buffer.concat([Buffer.from(strokePng(10, 10)), Buffer.alloc(1024 * 1024)]);
    expect(readDrawnImage(pngDataUrl(big), 'signature')).toEqual({
      ok: false,
      message: 'Your signature image is larger than 1 MB',
    });
  });
});
