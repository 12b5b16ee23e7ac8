import { describe, expect, it } from 'vitest';
import { sampleJpeg, samplePng } from '../test-support/sample-files.ts';
import {
  checkThumbnailFile,
  checkThumbnailSize,
  INVALID_THUMBNAIL_MESSAGE,
  refusedThumbnailTypeMessage,
  thumbnailSizeMessage,
} from './check-thumbnail.ts';
import { readJpegSize } from './read-jpeg-size.ts';
import { THUMBNAIL_SIZES } from './thumbnail-sizes.ts';

const jpeg = sampleJpeg(8, 8);

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

describe('checkThumbnailFile', async () => {
  it('accepts a JPEG named .jpg or .jpeg', async () => {
    expect(await checkThumbnailFile({ name: 'front.jpg' })).toEqual({ ok: true });
    expect(await checkThumbnailFile({ name: 'front.JPEG', bytes: jpeg })).toEqual({ ok: true });
  });

  it('refuses a PNG by name', async () => {
    expect(await checkThumbnailFile({ name: 'front.png' })).toEqual({
      ok: false,
      message: 'Cannot upload PNG files - Please upload a JPG or JPEG file',
    });
  });

  it('refuses other types naming their extension', async () => {
    expect(await checkThumbnailFile({ name: 'front.webp' })).toEqual({
      ok: false,
      message: 'Cannot upload WEBP files - Please upload a JPG or JPEG file',
    });
    expect(await checkThumbnailFile({ name: 'front.jfif' })).toEqual({
      ok: false,
      message: 'Cannot upload JFIF files - Please upload a JPG or JPEG file',
    });
  });

  it('refuses a missing file, a name without extension and content that is not JPEG', async () => {
    const invalid = { ok: false, message: 'Please upload a valid JPG or JPEG file' };
    expect(await checkThumbnailFile(undefined)).toEqual(invalid);
    expect(await checkThumbnailFile({ name: 'front' })).toEqual(invalid);
    expect(await checkThumbnailFile({ name: 'front.jpg', bytes: samplePng })).toEqual(invalid);
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

describe('readJpegSize', () => {
  // Encoding full-size JPEGs in JavaScript (jpeg-js) takes about a second alone and several on
  // a loaded 2-core machine under coverage: more than vitest's default 5 s.
  it('reads the size of real JPEGs of each required size', { timeout: 60_000 }, () => {
    for (const { width, height } of Object.values(THUMBNAIL_SIZES)) {
      expect(readJpegSize(sampleJpeg(width, height))).toEqual({ width, height });
    }
  });

  it('gives nothing for what is not a readable JPEG', () => {
    expect(readJpegSize(samplePng)).toBeUndefined();
    expect(readJpegSize(Uint8Array.from([0xff, 0x00]))).toBeUndefined();
    expect(readJpegSize(Uint8Array.from([0xff, 0xd8]))).toBeUndefined();
    expect(readJpegSize(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toBeUndefined();
    expect(readJpegSize(sampleJpeg(100, 100).subarray(0, 14))).toBeUndefined();
  });
});
