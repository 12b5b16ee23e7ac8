import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (8-bit RGBA) of `width` x `height`: a dark stroke across a transparent field. */
export function strokePng(width: number, height: number): Uint8Array {
  return rgbaPng(width, height, true);
}

/** A real PNG with nothing drawn: what an untouched signature pad exports. */
export function blankPng(width: number, height: number): Uint8Array {
  return rgbaPng(width, height, false);
}

/** A PNG as a data URL, the way the signature pads send it. */
export function pngDataUrl(png: Uint8Array): string {
  return `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
}

function rgbaPng(width: number, height: number, stroke: boolean): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; stroke && y < height; y += 1) {
    const x = Math.round((y / height) * (width - 1));
    rows.set([20, 20, 60, 255], y * (width * 4 + 1) + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
