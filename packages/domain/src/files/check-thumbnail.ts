import type { BookFormat } from '../catalogue/index.ts';
import { fileExtension } from './file-extension.ts';
import { sniffFileType } from './sniff-file-type.ts';
import { type PixelSize, THUMBNAIL_SIZES } from './thumbnail-sizes.ts';
import type { UploadCheck } from './upload-check.ts';
import { THUMBNAIL_EXTENSIONS } from './upload-extensions.ts';

export const INVALID_THUMBNAIL_MESSAGE = 'Please upload a valid JPG or JPEG file';

/** "Cannot upload PNG files - ...": for a thumbnail with any extension but .jpg or .jpeg. */
export function refusedThumbnailTypeMessage(extension: string): string {
  const type = extension.replace(/^\./, '').toUpperCase();
  return `Cannot upload ${type} files - Please upload a JPG or JPEG file`;
}

export function thumbnailSizeMessage({ width, height }: PixelSize): string {
  return `Thumbnail dimensions are incorrect - We require a thumbnail image that is ${width}x${height}px`;
}

/**
 * Checks a thumbnail's name and, when given, its first bytes: a JPEG with a .jpg or .jpeg
 * name. A missing file, a name without extension or content that is not JPEG is invalid.
 */
export async function checkThumbnailFile(
  file: { name: string; bytes?: Uint8Array } | undefined,
): Promise<UploadCheck> {
  const extension = file ? fileExtension(file.name) : '';
  if (!file || extension === '') return { ok: false, message: INVALID_THUMBNAIL_MESSAGE };
  if (!(THUMBNAIL_EXTENSIONS as readonly string[]).includes(extension)) {
    return { ok: false, message: refusedThumbnailTypeMessage(extension) };
  }
  if (file.bytes && (await sniffFileType(file.bytes)) !== 'jpeg') {
    return { ok: false, message: INVALID_THUMBNAIL_MESSAGE };
  }
  return { ok: true };
}

/** Checks a thumbnail's pixel size against the size its book format requires. */
export function checkThumbnailSize(format: BookFormat, size: PixelSize | undefined): UploadCheck {
  if (!size) return { ok: false, message: INVALID_THUMBNAIL_MESSAGE };
  const required = THUMBNAIL_SIZES[format];
  return size.width === required.width && size.height === required.height
    ? { ok: true }
    : { ok: false, message: thumbnailSizeMessage(required) };
}
