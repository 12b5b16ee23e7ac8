import { PNG } from 'pngjs';
import { readDataUrl } from '../../lib/data-url.ts';

/** The largest drawing accepted, decoded: a signature pad's PNG is a few kilobytes. */
export const MAX_DRAWING_BYTES = 1024 * 1024;
/** Larger than any pad at 3x pixel density; a bigger image is refused before it is decoded. */
const MAX_SIDE = 4000;
const MAX_PIXELS = 4000 * 1500;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATA_URL_HEAD = /^data:image\/png;base64$/;

export type DrawnImage = { ok: true; png: Uint8Array } | { ok: false; message: string };

/** Whether any pixel carries ink: neither transparent nor (near) white. */
function hasInk(png: PNG): boolean {
  const { data } = png;
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3] ?? 0;
    if (alpha < 16) continue;
    if ((data[i] ?? 255) < 235 || (data[i + 1] ?? 255) < 235 || (data[i + 2] ?? 255) < 235)
      return true;
  }
  return false;
}

/**
 * A signature or initials as the pads send it: a PNG data URL, at most 1 MB decoded, a real
 * PNG (checked by content, with its checksums), not larger than a pad, and not blank.
 * `what` names the drawing in the messages ('signature', 'initials').
 */
export function readDrawnImage(dataUrl: string, what: 'signature' | 'initials'): DrawnImage {
  const notPng = {
    ok: false,
    message: `Your ${what} must be a PNG image drawn in the box`,
  } as const;
  const read = readDataUrl<DrawnImage>(dataUrl, {
    head: DATA_URL_HEAD,
    maxBytes: MAX_DRAWING_BYTES,
    malformed: notPng,
    tooLarge: { ok: false, message: `Your ${what} image is larger than 1 MB` },
  });
  if (!read.ok) return read.refusal;
  const { bytes } = read;
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return notPng;
  // The IHDR chunk comes first: its size is read before anything is decompressed.
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (
    width === 0 ||
    height === 0 ||
    width > MAX_SIDE ||
    height > MAX_SIDE ||
    width * height > MAX_PIXELS
  )
    return { ok: false, message: `Your ${what} image is too large: draw it in the box` };
  let png: PNG;
  try {
    png = PNG.sync.read(bytes, { checkCRC: true });
  } catch {
    return notPng;
  }
  if (!hasInk(png)) {
    return {
      ok: false,
      message: what === 'signature' ? 'Please draw your signature' : 'Please draw your initials',
    };
  }
  return { ok: true, png: new Uint8Array(bytes) };
}
