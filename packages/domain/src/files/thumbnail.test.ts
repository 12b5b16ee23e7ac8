import { describe, expect, it } from 'vitest';
import {
  checkThumbnailFile,
  checkThumbnailSize,
  INVALID_THUMBNAIL_MESSAGE,
  refusedThumbnailTypeMessage,
  thumbnailSizeMessage,
} from './check-thumbnail.ts';
import { readJpegSize } from './read-jpeg-size.ts';
import { THUMBNAIL_SIZES } from './thumbnail-sizes.ts';

const jpegHead = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]);
const pngHead = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('thumbnail messages', () => {
  it('are the product texts', () => {
    expect(INVALID_THUMBNAIL_MESSAGE).toBe('Please upload a valid JPG or JPEG file');
    expect(refusedThumbnailTypeMessage('.png')).toBe(
      'Cannot upload PNG files - Please upload a JPG or JPEG file',
    );
    expect(refusedThumbnailTypeMessage('gif')).toBe(
      'Cannot upload GIF files - Please upload a JPG or JPEG file',
    );
    expect(thumbnailSizeMessage({ width: 1000, height: 1000 })).toBe(
      'Thumbnail dimensions are incorrect - We require a thumbnail image that is 1000x1000px',
    );
  });
});

describe('checkThumbnailFile', () => {
  it('accepts a JPEG named .jpg or .jpeg', () => {
    expect(checkThumbnailFile({ name: 'front.jpg' })).toEqual({ ok: true });
    expect(checkThumbnailFile({ name: 'front.JPEG', bytes: jpegHead })).toEqual({ ok: true });
  });

  it('refuses a PNG by name', () => {
    expect(checkThumbnailFile({ name: 'front.png' })).toEqual({
      ok: false,
      message: 'Cannot upload PNG files - Please upload a JPG or JPEG file',
    });
  });

  it('refuses other types naming their extension', () => {
    expect(checkThumbnailFile({ name: 'front.webp' })).toEqual({
      ok: false,
      message: 'Cannot upload WEBP files - Please upload a JPG or JPEG file',
    });
    expect(checkThumbnailFile({ name: 'front.jfif' })).toEqual({
      ok: false,
      message: 'Cannot upload JFIF files - Please upload a JPG or JPEG file',
    });
  });

  it('refuses a missing file, a name without extension and content that is not JPEG', () => {
    const invalid = { ok: false, message: 'Please upload a valid JPG or JPEG file' };
    expect(checkThumbnailFile(undefined)).toEqual(invalid);
    expect(checkThumbnailFile({ name: 'front' })).toEqual(invalid);
    expect(checkThumbnailFile({ name: 'front.jpg', bytes: pngHead })).toEqual(invalid);
  });
});

describe('checkThumbnailSize', () => {
  it('requires 1000x1000 for print, 2500x1600 for ebooks and 3000x3000 for audiobooks', () => {
    expect(THUMBNAIL_SIZES).toEqual({
      print: { width: 1000, height: 1000 },
      ebook: { width: 2500, height: 1600 },
      audiobook: { width: 3000, height: 3000 },
    });
    expect(checkThumbnailSize('print', { width: 1000, height: 1000 })).toEqual({ ok: true });
    expect(checkThumbnailSize('ebook', { width: 2500, height: 1600 })).toEqual({ ok: true });
    expect(checkThumbnailSize('audiobook', { width: 3000, height: 3000 })).toEqual({ ok: true });
  });

  it('names the required size when it is wrong', () => {
    expect(checkThumbnailSize('print', { width: 1000, height: 999 })).toEqual({
      ok: false,
      message:
        'Thumbnail dimensions are incorrect - We require a thumbnail image that is 1000x1000px',
    });
    expect(checkThumbnailSize('ebook', { width: 1600, height: 2500 })).toEqual({
      ok: false,
      message:
        'Thumbnail dimensions are incorrect - We require a thumbnail image that is 2500x1600px',
    });
    expect(checkThumbnailSize('audiobook', { width: 1000, height: 1000 })).toEqual({
      ok: false,
      message:
        'Thumbnail dimensions are incorrect - We require a thumbnail image that is 3000x3000px',
    });
  });

  it('treats an unreadable size as an invalid file', () => {
    expect(checkThumbnailSize('print', undefined)).toEqual({
      ok: false,
      message: 'Please upload a valid JPG or JPEG file',
    });
  });
});

// A minimal JPEG head: SOI, an APP0 segment, optional fill bytes, then a baseline SOF0.
function jpeg(width: number, height: number, { fill = 0, frameMarker = 0xc0 } = {}): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x04, 0x00, 0x00];
  const sof = [
    frameMarker,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
  ];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...Array(fill + 1).fill(0xff), ...sof]);
}

describe('readJpegSize', () => {
  it('reads the size from the frame header', () => {
    expect(readJpegSize(jpeg(1000, 1000))).toEqual({ width: 1000, height: 1000 });
    expect(readJpegSize(jpeg(2500, 1600, { frameMarker: 0xc2 }))).toEqual({
      width: 2500,
      height: 1600,
    });
  });

  it('skips fill bytes and non-frame segments such as DHT (C4)', () => {
    expect(readJpegSize(jpeg(3000, 3000, { fill: 2 }))).toEqual({ width: 3000, height: 3000 });
    const dhtFirst = Uint8Array.from([
      0xff,
      0xd8,
      0xff,
      0xc4,
      0x00,
      0x02,
      ...jpeg(640, 480).subarray(2),
    ]);
    expect(readJpegSize(dhtFirst)).toEqual({ width: 640, height: 480 });
  });

  it('reads a JPEG inside a larger buffer', () => {
    const buffer = new Uint8Array(64);
    const image = jpeg(320, 200);
    buffer.set(image, 10);
    expect(readJpegSize(buffer.subarray(10, 10 + image.length))).toEqual({
      width: 320,
      height: 200,
    });
  });

  it('gives nothing for what is not a readable JPEG', () => {
    expect(readJpegSize(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(readJpegSize(Uint8Array.from([0xff, 0x00]))).toBeUndefined();
    expect(readJpegSize(Uint8Array.from([0xff, 0xd8]))).toBeUndefined();
    expect(readJpegSize(Uint8Array.from([0xff, 0xd8, 0x00, 0xe0, 0x00, 0x02]))).toBeUndefined();
    expect(readJpegSize(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toBeUndefined();
    expect(readJpegSize(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9, 0x00, 0x00]))).toBeUndefined();
    expect(readJpegSize(jpeg(100, 100).subarray(0, 14))).toBeUndefined();
  });
});
