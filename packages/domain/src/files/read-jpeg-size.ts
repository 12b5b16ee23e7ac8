import { imageSize } from 'image-size';
import type { PixelSize } from './thumbnail-sizes.ts';

/**
 * The pixel size of a JPEG, read from its headers by image-size (no decoding), so a thumbnail
 * can be checked before it is sent and again on the server. Undefined when the bytes are not a
 * readable JPEG.
 */
export function readJpegSize(bytes: Uint8Array): PixelSize | undefined {
  try {
    const { type, width, height } = imageSize(bytes);
    return type === 'jpg' ? { width, height } : undefined;
  } catch {
    // image-size throws for content it cannot read: for us that is simply "not a JPEG".
    return undefined;
  }
}
