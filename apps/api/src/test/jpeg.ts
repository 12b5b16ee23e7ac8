import jpegJs from 'jpeg-js';

/** A real JPEG of the given size (flat grey, encoded by jpeg-js), as a data URL. */
export function jpegDataUrl(width: number, height: number): string {
  const pixels = new Uint8Array(width * height * 4).fill(180);
  const jpeg = jpegJs.encode({ width, height, data: pixels }, 20).data;
  return `data:image/jpeg;base64,${Buffer.from(jpeg).toString('base64')}`;
}
