import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { COVER_TEMPLATE_PPI, coverSizeMm, sizeInPixels } from '@pod-portal/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { type CoverTemplateTask, renderCoverTemplate } from './cover-template.ts';

/** Pixels per metre for a PNG's pHYs chunk: 300 ppi is 11 811 px/m. */
const PIXELS_PER_METRE = Math.round(COVER_TEMPLATE_PPI / 0.0254);

/** The template picture's size in pixels: the full cover with bleed at 300 ppi. */
function coverTemplatePixels(task: CoverTemplateTask): { width: number; height: number } {
  const trim = { widthMm: task.trimWidthMm, heightMm: task.trimHeightMm };
  return sizeInPixels(coverSizeMm(trim, task.spineMm));
}

/**
 * pdf.js's own metric-compatible fonts (Helvetica is not embedded in the template): with them
 * the picture's text is the PDF's, whatever fonts the machine has.
 */
const standardFontDataUrl = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

const PNG_SIGNATURE_LENGTH = 8;
const IHDR_CHUNK_LENGTH = 4 + 4 + 13 + 4;

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const chunk = Buffer.alloc(4 + typeAndData.length + 4);
  chunk.writeUInt32BE(data.length, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndData), 4 + typeAndData.length);
  return chunk;
}

/**
 * The PNG with its physical resolution said (a pHYs chunk right after IHDR, in metres, as the
 * PNG specification has it), so Canva, Photoshop and GIMP open it at its print size. A pHYs
 * chunk the encoder wrote is replaced.
 */
export function withPngResolution(png: Uint8Array, pixelsPerMetre = PIXELS_PER_METRE): Buffer {
  const source = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (source.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG');
  const data = Buffer.alloc(9);
  data.writeUInt32BE(pixelsPerMetre, 0);
  data.writeUInt32BE(pixelsPerMetre, 4);
  data.writeUInt8(1, 8); // the unit is the metre
  const parts = [
    source.subarray(0, PNG_SIGNATURE_LENGTH + IHDR_CHUNK_LENGTH),
    pngChunk('pHYs', data),
  ];
  for (let at = PNG_SIGNATURE_LENGTH + IHDR_CHUNK_LENGTH; at < source.length; ) {
    const end = at + 4 + 4 + source.readUInt32BE(at) + 4;
    if (source.toString('latin1', at + 4, at + 8) !== 'pHYs') parts.push(source.subarray(at, end));
    at = end;
  }
  return Buffer.concat(parts);
}

/**
 * The cover template as a PNG at 300 ppi, for authors who design in Canva and the like: the
 * very template PDF (`renderCoverTemplate`) drawn by pdf.js on a canvas (@napi-rs/canvas), so
 * the picture and the PDF cannot disagree. White behind the guides; its pixel size is the full
 * cover's at 300 ppi (`coverTemplatePixels`). Runs in a PDF worker: one picture at a time per
 * worker holds about width x height x 4 bytes (an A4 hardcover's ~80 MB) while it is drawn.
 */
export async function renderCoverTemplatePng(task: CoverTemplateTask): Promise<Buffer> {
  const { width, height } = coverTemplatePixels(task);
  const loading = getDocument({
    data: await renderCoverTemplate(task),
    standardFontDataUrl,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  });
  try {
    const page = await (await loading.promise).getPage(1);
    const viewport = page.getViewport({ scale: COVER_TEMPLATE_PPI / 72 });
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    // pdf.js types its canvas as the browser's; @napi-rs/canvas is the one it uses in Node.
    type RenderParameters = Parameters<typeof page.render>[0];
    await page.render({
      canvas: canvas as unknown as RenderParameters['canvas'],
      canvasContext: context as unknown as RenderParameters['canvasContext'],
      viewport,
    }).promise;
    const png = await canvas.encode('png');
    // Let go of the pixels now rather than at the next collection.
    canvas.width = 0;
    canvas.height = 0;
    return withPngResolution(png);
  } finally {
    await loading.destroy();
  }
}
