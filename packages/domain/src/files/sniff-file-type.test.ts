import { describe, expect, it } from 'vitest';
import { contentMatchesExtension, sniffFileType } from './sniff-file-type.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => Uint8Array.from([...value].map((c) => c.charCodeAt(0)));

const pdf = text('%PDF-1.7\n');
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00);
const id3 = text('ID3\x04\x00');
const mpegFrame = bytes(0xff, 0xfb, 0x90, 0x64);
const adts = bytes(0xff, 0xf1, 0x50, 0x80);
const reservedVersion = bytes(0xff, 0xeb, 0x90, 0x64);
const docx = text('PK\x03\x04\x14\x00\x06\x00[Content_Types].xml');
const epub = new Uint8Array(64);
epub.set(text('PK\x03\x04'), 0);
epub.set(text('mimetypeapplication/epub+zip'), 30);
const indd = bytes(
  0x06,
  0x06,
  0xed,
  0xf5,
  0xd8,
  0x1d,
  0x46,
  0xe5,
  0xbd,
  0x31,
  0xef,
  0xe7,
  0xfe,
  0x74,
  0xb7,
  0x1d,
  0,
);
const svg = text(
  '\xEF\xBB\xBF  <?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>',
);
const bareSvg = text('<svg viewBox="0 0 1 1"/>');

describe('sniffFileType', () => {
  it.each([
    ['a PDF', pdf, 'pdf'],
    ['a JPEG', jpeg, 'jpeg'],
    ['a PNG', png, 'png'],
    ['an MP3 with an ID3 tag', id3, 'mp3'],
    ['an MP3 starting with a frame', mpegFrame, 'mp3'],
    ['a Word document', docx, 'zip'],
    ['an EPUB', epub, 'epub'],
    ['an InDesign document', indd, 'indd'],
    ['an SVG with a BOM and an XML declaration', svg, 'svg'],
    ['a bare SVG', bareSvg, 'svg'],
  ])('recognises %s', (_, content, type) => {
    expect(sniffFileType(content)).toBe(type);
  });

  it.each([
    ['empty content', new Uint8Array()],
    ['AAC audio', adts],
    ['a frame with a reserved MPEG version', reservedVersion],
    ['plain text', text('hello world')],
    ['HTML without svg', text('<html><body></body></html>')],
    ['a GIF', text('GIF89a')],
  ])('does not recognise %s', (_, content) => {
    expect(sniffFileType(content)).toBeUndefined();
  });
});

describe('contentMatchesExtension', () => {
  it('accepts content that is what the extension says', () => {
    expect(contentMatchesExtension(pdf, 'book.pdf')).toBe(true);
    expect(contentMatchesExtension(jpeg, 'thumb.JPG')).toBe(true);
    expect(contentMatchesExtension(jpeg, 'photo.jfif')).toBe(true);
    expect(contentMatchesExtension(docx, 'book.docx')).toBe(true);
    expect(contentMatchesExtension(epub, 'book.epub')).toBe(true);
    expect(contentMatchesExtension(indd, 'book.indd')).toBe(true);
    expect(contentMatchesExtension(id3, 'chapter.mp3')).toBe(true);
    expect(contentMatchesExtension(png, 'chat.png')).toBe(true);
    expect(contentMatchesExtension(svg, 'logo.svg')).toBe(true);
  });

  it('refuses content that is something else', () => {
    expect(contentMatchesExtension(png, 'thumb.jpg')).toBe(false);
    expect(contentMatchesExtension(docx, 'book.epub')).toBe(false);
    expect(contentMatchesExtension(text('MZ\x90\x00'), 'book.pdf')).toBe(false);
  });

  it('refuses extensions it does not know', () => {
    expect(contentMatchesExtension(pdf, 'book.exe')).toBe(false);
    expect(contentMatchesExtension(pdf, 'book')).toBe(false);
  });
});
