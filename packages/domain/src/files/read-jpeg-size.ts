import type { PixelSize } from './thumbnail-sizes.ts';

// Start-of-frame markers carry the image size; C4, C8 and CC are other segments.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * The pixel size of a JPEG, read from its start-of-frame segment, so the server can check a
 * thumbnail without decoding it. Undefined when the bytes are not a readable JPEG.
 */
export function readJpegSize(bytes: Uint8Array): PixelSize | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (view.getUint8(offset) !== 0xff) return undefined;
    const marker = view.getUint8(offset + 1);
    if (marker === 0xff) {
      offset += 1; // fill byte before a marker
    } else if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return undefined;
      return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
    } else if (marker === 0xda || marker === 0xd9) {
      return undefined; // image data or the end came before any frame header
    } else {
      offset += 2 + view.getUint16(offset + 2);
    }
  }
  return undefined;
}
