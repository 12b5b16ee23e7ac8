import { fileTypeFromBuffer } from 'file-type';
import { fileExtension } from './file-extension.ts';

/** What a file's content says it is, for the upload types the product takes. */
export type SniffedFileType =
  | 'pdf'
  | 'jpeg'
  | 'png'
  | 'mp3'
  | 'epub'
  | 'docx'
  | 'zip'
  | 'indd'
  | 'svg';

// file-type's names for the binary types we take (everything else is "not ours").
const BY_FILE_TYPE: Readonly<Record<string, SniffedFileType>> = {
  pdf: 'pdf',
  jpg: 'jpeg',
  png: 'png',
  mp3: 'mp3',
  epub: 'epub',
  docx: 'docx',
  zip: 'zip',
  indd: 'indd',
  svg: 'svg',
};

const UTF8_BOM = [0xef, 0xbb, 0xbf];

// file-type reads binary signatures only; an SVG is text whose first element is <svg>.
function isSvg(bytes: Uint8Array): boolean {
  const start = UTF8_BOM.every((byte, i) => bytes[i] === byte) ? UTF8_BOM.length : 0;
  const head = String.fromCharCode(...bytes.subarray(start, start + 1024)).trimStart();
  return head.startsWith('<') && head.includes('<svg');
}

/**
 * Identifies the allowed upload types by content (file-type's signatures, which look inside zip
 * containers for EPUB and DOCX), and SVG by its markup; undefined for anything else.
 */
export async function sniffFileType(bytes: Uint8Array): Promise<SniffedFileType | undefined> {
  const extension = await contentExtension(bytes);
  return extension === undefined ? undefined : BY_FILE_TYPE[extension];
}

/**
 * The usual extension of what a file's content is, for every type file-type knows and SVG
 * (`gif`, `png`, `webp`, `pdf`...), so a refusal can name the type; undefined when unknown.
 */
export async function contentExtension(bytes: Uint8Array): Promise<string | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) return found.ext;
  return isSvg(bytes) ? 'svg' : undefined;
}

const TYPE_BY_EXTENSION: Readonly<Record<string, SniffedFileType>> = {
  '.pdf': 'pdf',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.jfif': 'jpeg',
  '.png': 'png',
  '.mp3': 'mp3',
  '.epub': 'epub',
  '.docx': 'docx',
  '.indd': 'indd',
  '.svg': 'svg',
};

/** Whether a file's content is what its extension claims (unknown extensions never match). */
export async function contentMatchesExtension(
  bytes: Uint8Array,
  fileName: string,
): Promise<boolean> {
  const expected = TYPE_BY_EXTENSION[fileExtension(fileName)];
  return expected !== undefined && (await sniffFileType(bytes)) === expected;
}
