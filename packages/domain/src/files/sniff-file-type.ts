import { fileExtension } from './file-extension.ts';

/** What a file's first bytes say it is; `epub` is a zip whose first entry says so. */
export type SniffedFileType = 'pdf' | 'jpeg' | 'png' | 'mp3' | 'epub' | 'zip' | 'indd' | 'svg';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ID3 = [0x49, 0x44, 0x33];
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
// InDesign documents start with this GUID.
const INDD = [
  0x06, 0x06, 0xed, 0xf5, 0xd8, 0x1d, 0x46, 0xe5, 0xbd, 0x31, 0xef, 0xe7, 0xfe, 0x74, 0xb7, 0x1d,
];
// An EPUB's first zip entry is the uncompressed file "mimetype", right after the 30-byte header.
const EPUB_MIMETYPE = [...'mimetypeapplication/epub+zip'].map((c) => c.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

// An MPEG audio frame header: 11 sync bits, a version that is not reserved, a layer that is
// not reserved (which also tells MP3 from AAC's ADTS header).
function isMpegFrame(bytes: Uint8Array): boolean {
  const second = bytes[1] ?? 0;
  return (
    bytes[0] === 0xff &&
    (second & 0xe0) === 0xe0 &&
    (second & 0x18) !== 0x08 &&
    (second & 0x06) !== 0
  );
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function isSvg(bytes: Uint8Array): boolean {
  const start = startsWith(bytes, UTF8_BOM) ? UTF8_BOM.length : 0;
  const head = String.fromCharCode(...bytes.subarray(start, start + 1024)).trimStart();
  return head.startsWith('<') && head.includes('<svg');
}

/** Identifies the allowed upload types by their magic bytes; undefined for anything else. */
export function sniffFileType(bytes: Uint8Array): SniffedFileType | undefined {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, ZIP)) return startsWith(bytes, EPUB_MIMETYPE, 30) ? 'epub' : 'zip';
  if (startsWith(bytes, INDD)) return 'indd';
  if (startsWith(bytes, ID3) || isMpegFrame(bytes)) return 'mp3';
  if (isSvg(bytes)) return 'svg';
  return undefined;
}

const TYPE_BY_EXTENSION: Readonly<Record<string, SniffedFileType>> = {
  '.pdf': 'pdf',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.jfif': 'jpeg',
  '.png': 'png',
  '.mp3': 'mp3',
  '.epub': 'epub',
  '.docx': 'zip',
  '.indd': 'indd',
  '.svg': 'svg',
};

/** Whether a file's content is what its extension claims (unknown extensions never match). */
export function contentMatchesExtension(bytes: Uint8Array, fileName: string): boolean {
  const expected = TYPE_BY_EXTENSION[fileExtension(fileName)];
  return expected !== undefined && sniffFileType(bytes) === expected;
}
