import { describe, expect, it } from 'vitest';
import { bookFileExtensions } from './book-file-extensions.ts';
import { checkFileExtension, INVALID_FILE_TYPE_TITLE } from './check-file-extension.ts';
import { fileExtension } from './file-extension.ts';
import {
  AUDIO_EXTENSIONS,
  CHAT_IMAGE_EXTENSIONS,
  COVER_EXTENSIONS,
  THUMBNAIL_EXTENSIONS,
} from './upload-extensions.ts';

describe('fileExtension', () => {
  it.each([
    ['book.PDF', '.pdf'],
    ['my.book.final.docx', '.docx'],
    ['noextension', ''],
    ['.hidden', ''],
    ['folder.v2/readme', ''],
    ['C:\\files.old\\cover', ''],
    ['dir/cover.Jpeg', '.jpeg'],
  ])('%s has %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('bookFileExtensions', () => {
  it('wants a Word document for a raw upload, whatever the format', () => {
    expect(
      bookFileExtensions({ format: 'print', rawOrPdf: 'raw', conversionNeeded: false }),
    ).toEqual(['.docx']);
    expect(
      bookFileExtensions({ format: 'ebook', rawOrPdf: 'raw', conversionNeeded: true }),
    ).toEqual(['.docx']);
  });

  it('wants an EPUB for an ebook without conversion', () => {
    expect(
      bookFileExtensions({ format: 'ebook', rawOrPdf: 'pdf', conversionNeeded: false }),
    ).toEqual(['.epub']);
  });

  it('takes PDF, Word or InDesign for an ebook to convert', () => {
    expect(
      bookFileExtensions({ format: 'ebook', rawOrPdf: 'pdf', conversionNeeded: true }),
    ).toEqual(['.pdf', '.docx', '.indd']);
  });

  it('wants a PDF otherwise', () => {
    expect(
      bookFileExtensions({ format: 'print', rawOrPdf: 'pdf', conversionNeeded: false }),
    ).toEqual(['.pdf']);
    expect(
      bookFileExtensions({ format: 'audiobook', rawOrPdf: 'pdf', conversionNeeded: true }),
    ).toEqual(['.pdf']);
  });
});

describe('upload extensions', () => {
  it('lists what cover, thumbnail, audio and chat image uploads accept', () => {
    expect(COVER_EXTENSIONS).toEqual(['.pdf']);
    expect(THUMBNAIL_EXTENSIONS).toEqual(['.jpg', '.jpeg']);
    expect(AUDIO_EXTENSIONS).toEqual(['.mp3']);
    expect(CHAT_IMAGE_EXTENSIONS).toEqual(['.svg', '.png', '.jpg', '.jpeg', '.jfif']);
  });
});

describe('checkFileExtension', () => {
  it('accepts an allowed extension in any case', () => {
    expect(checkFileExtension('Cover.PDF', COVER_EXTENSIONS)).toEqual({
      ok: true,
      extension: '.pdf',
    });
  });

  it('refuses others with the Invalid File Type dialog', () => {
    expect(INVALID_FILE_TYPE_TITLE).toBe('Invalid File Type');
    expect(checkFileExtension('chapter1.wav', AUDIO_EXTENSIONS)).toEqual({
      ok: false,
      message: 'Invalid File Type',
      allowed: ['.mp3'],
    });
    expect(checkFileExtension('cover', COVER_EXTENSIONS).ok).toBe(false);
  });
});
