import {
  type BookFormat,
  checkThumbnailSize,
  contentExtension,
  INVALID_THUMBNAIL_MESSAGE,
  readJpegSize,
  refusedThumbnailTypeMessage,
  sniffFileType,
} from '@pod-portal/domain';
import { readDataUrl } from '../../lib/data-url.ts';

/** The largest thumbnail accepted, decoded (a 3000 px square JPEG is a few megabytes). */
const MAX_THUMBNAIL_BYTES = 5 * 1024 * 1024;
const DATA_URL_HEAD = /^data:image\/[a-z.+-]+;base64$/;

export type ThumbnailImage = { ok: true; jpeg: Buffer } | { ok: false; message: string };

/**
 * A thumbnail as the submission sends it: an image data URL whose content (not its declared
 * type) is a JPEG of the size the book's format requires, at most 5 MB decoded. Another image
 * (PNG, GIF...) gets the product's message naming its type.
 */
export async function readThumbnail(dataUrl: string, format: BookFormat): Promise<ThumbnailImage> {
  const read = readDataUrl(dataUrl, {
    head: DATA_URL_HEAD,
    maxBytes: MAX_THUMBNAIL_BYTES,
    malformed: INVALID_THUMBNAIL_MESSAGE,
    tooLarge: 'The thumbnail is larger than 5 MB',
  });
  if (!read.ok) return { ok: false, message: read.refusal };
  const jpeg = read.bytes;
  if ((await sniffFileType(jpeg)) !== 'jpeg') {
    const extension = await contentExtension(jpeg);
    const message = extension ? refusedThumbnailTypeMessage(extension) : INVALID_THUMBNAIL_MESSAGE;
    return { ok: false, message };
  }
  const size = checkThumbnailSize(format, readJpegSize(jpeg));
  return size.ok ? { ok: true, jpeg } : size;
}
