import { strToU8, zipSync } from 'fflate';
import jpegJs from 'jpeg-js';

/** Real files of each upload type, made here so the tests read what authors really send. */

const text = (value: string) => strToU8(value);

/** A real JPEG of the given size (a flat grey picture, encoded by jpeg-js). */
export function sampleJpeg(width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height * 4).fill(200);
  return new Uint8Array(jpegJs.encode({ width, height, data: pixels }, 10).data);
}

/** A one-pixel PNG, as image editors write it. */
export const samplePng = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/** A one-page PDF. */
export const samplePdf = text(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 419.53 595.28]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

// An MPEG-1 Layer III frame header (128 kbit/s, 44.1 kHz) and its 417-byte frame.
const mp3Frame = [0xff, 0xfb, 0x90, 0x64, ...new Array<number>(413).fill(0)];

/** Two MP3 frames, as an encoder writes them without tags. */
export const sampleMp3 = Uint8Array.from([...mp3Frame, ...mp3Frame]);

/** The same audio behind an empty ID3v2.4 tag. */
export const sampleMp3WithId3 = Uint8Array.from([
  ...[0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00],
  ...sampleMp3,
]);

/** An EPUB: a zip whose first, stored entry is its mimetype. */
export const sampleEpub = zipSync({
  mimetype: [text('application/epub+zip'), { level: 0 }],
  'META-INF/container.xml': text(
    '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="book.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
  ),
});

/** A Word document: the parts Word itself writes first. */
export const sampleDocx = zipSync({
  '[Content_Types].xml': text(
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ),
  'word/document.xml': text(
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
  ),
});

/** A zip of anything else. */
export const sampleZip = zipSync({ 'notes.txt': text('chapter notes') });

/** The first bytes of an InDesign document (its GUID). */
export const sampleIndd = Uint8Array.from([
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
  ...new Array<number>(64).fill(0),
]);

/** An SVG with a byte-order mark and an XML declaration, and a bare one. */
export const sampleSvg = Uint8Array.from([
  ...[0xef, 0xbb, 0xbf],
  ...text('  <?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
]);
export const sampleBareSvg = text('<svg viewBox="0 0 1 1"/>');
