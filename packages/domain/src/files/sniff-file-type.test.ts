import { describe, expect, it } from 'vitest';
import {
  sampleBareSvg,
  sampleDocx,
  sampleEpub,
  sampleIndd,
  sampleJpeg,
  sampleMp3,
  sampleMp3WithId3,
  samplePdf,
  samplePng,
  sampleSvg,
  sampleZip,
} from '../test-support/sample-files.ts';
import { contentExtension, contentMatchesExtension, sniffFileType } from './sniff-file-type.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
const jpeg = sampleJpeg(8, 8);

describe('sniffFileType', () => {
  it.each([
    ['a PDF', samplePdf, 'pdf'],
    ['a JPEG', jpeg, 'jpeg'],
    ['a PNG', samplePng, 'png'],
    ['an MP3 with an ID3 tag', sampleMp3WithId3, 'mp3'],
    ['an MP3 starting with a frame', sampleMp3, 'mp3'],
    ['a Word document', sampleDocx, 'docx'],
    ['another zip', sampleZip, 'zip'],
    ['an EPUB', sampleEpub, 'epub'],
    ['an InDesign document', sampleIndd, 'indd'],
    ['an SVG with a BOM and an XML declaration', sampleSvg, 'svg'],
    ['a bare SVG', sampleBareSvg, 'svg'],
  ])('recognises %s', async (_, content, type) => {
    expect(await sniffFileType(content)).toBe(type);
  });

  it.each([
    ['empty content', new Uint8Array()],
    ['AAC audio', bytes(0xff, 0xf1, 0x50, 0x80, ...new Array<number>(64).fill(0))],
    ['plain text', text('hello world')],
    ['HTML without svg', text('<html><body></body></html>')],
    ['a GIF', text('GIF89a\x01\x00\x01\x00\x00\x00\x00')],
    ['a Windows program', text('MZ\x90\x00\x03\x00\x00\x00')],
  ])('does not recognise %s', async (_, content) => {
    expect(await sniffFileType(content)).toBeUndefined();
  });
});

describe('contentExtension', () => {
  it('names any type it knows, so a refusal can say what the file is', async () => {
    expect(await contentExtension(text('GIF89a\x01\x00\x01\x00\x00\x00\x00'))).toBe('gif');
    expect(await contentExtension(samplePng)).toBe('png');
    expect(await contentExtension(sampleBareSvg)).toBe('svg');
    expect(await contentExtension(text('hello world'))).toBeUndefined();
  });
});

describe('contentMatchesExtension', () => {
  it('accepts content that is what the extension says', async () => {
    const pairs: Array<[Uint8Array, string]> = [
      [samplePdf, 'book.pdf'],
      [jpeg, 'thumb.JPG'],
      [jpeg, 'photo.jfif'],
      [sampleDocx, 'book.docx'],
      [sampleEpub, 'book.epub'],
      [sampleIndd, 'book.indd'],
      [sampleMp3WithId3, 'chapter.mp3'],
      [samplePng, 'chat.png'],
      [sampleSvg, 'logo.svg'],
    ];
    for (const [content, name] of pairs)
      expect(await contentMatchesExtension(content, name)).toBe(true);
  });

  it('refuses content that is something else', async () => {
    expect(await contentMatchesExtension(samplePng, 'thumb.jpg')).toBe(false);
    expect(await contentMatchesExtension(sampleDocx, 'book.epub')).toBe(false);
    expect(await contentMatchesExtension(sampleZip, 'book.docx')).toBe(false);
    expect(await contentMatchesExtension(text('MZ\x90\x00'), 'book.pdf')).toBe(false);
  });

  it('refuses unknown or missing extensions', async () => {
    expect(await contentMatchesExtension(samplePdf, 'book.exe')).toBe(false);
    expect(await contentMatchesExtension(samplePdf, 'book')).toBe(false);
  });
});
